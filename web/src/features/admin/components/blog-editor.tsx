// The blog editor: title, slug, excerpt, category, tags, Markdown content with a live preview, and the publish switch.
import { m } from '@/paraglide/messages.js';
import { useId, useState, type FormEvent } from 'react';
import type { BlogPost } from '@domain/blog/types';
import { createBlogPostSchema, slugify } from '@domain/blog/schemas';
import { buttonClass } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { MarkdownContent } from '@/components/ui/markdown-content';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf, type FieldErrors } from '@/lib/form-errors';
import { useCreateBlogPost, useEditBlogPost, type BlogPostDraft } from '../api/blog-posts';

type Field = keyof BlogPostDraft;

export const KNOWN_CATEGORIES = ['Career Tips', 'Industry Insights', 'Success Stories'];

const draftOf = (post: BlogPost | null): BlogPostDraft => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  excerpt: post?.excerpt ?? '',
  category: post?.category ?? '',
  tags: post?.tags.join(', ') ?? '',
  content: post?.content ?? '',
  published: post?.published ?? false,
});

const areaClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none aria-invalid:border-red-500';

export function BlogEditor({ post, onDone }: { post: BlogPost | null; onDone: () => void }) {
  const [values, setValues] = useState<BlogPostDraft>(() => draftOf(post));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const create = useCreateBlogPost();
  const edit = useEditBlogPost();
  const pending = create.isPending || edit.isPending;
  const uid = useId();
  const id = (f: Field) => `blog-editor-${f}`;

  const set = (f: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f]: e.target.value }));

  const onError = (error: Error) => {
    if (!(error instanceof ApiError)) return;
    if (error.status === 409) setErrors({ slug: error.message });
    else setErrors(error.fieldErrors as FieldErrors<Field>);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = createBlogPostSchema.safeParse(values);
    if (!checked.success) {
      setErrors(fieldErrorsOf<Field>(checked.error));
      return;
    }
    setErrors({});
    if (!post) {
      create.mutate(values, { onSuccess: onDone, onError });
      return;
    }
    const before = draftOf(post);
    const changes: Partial<BlogPostDraft> = {};
    for (const key of Object.keys(values) as Field[]) {
      if (values[key] === before[key]) continue;
      if (key === 'slug' && !values.slug.trim()) continue;
      (changes as Record<string, unknown>)[key] = values[key];
    }
    if (Object.keys(changes).length === 0) return onDone();
    edit.mutate({ id: post.id, changes }, { onSuccess: onDone, onError });
  };

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={submit} noValidate aria-labelledby={`${uid}-title`} className="space-y-5" data-testid="blog-editor">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${uid}-title`} className="text-xl font-bold text-slate-900">{post ? m.admin_edit_blog_post() : m.admin_new_blog_post()}</h2>
          <PublishSwitch checked={values.published} onChange={(published) => setValues((v) => ({ ...v, published }))} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id={id('title')} name="title" label={m.admin_col_title()} value={values.title} onChange={set('title')} error={errors.title} />
          <TextField
            id={id('slug')}
            name="slug"
            label={m.admin_slug()}
            value={values.slug}
            onChange={set('slug')}
            error={errors.slug}
            placeholder={slugify(values.title) || 'derived-from-the-title'}
            autoComplete="off"
          />
          <div className="sm:col-span-2">
            <label htmlFor={id('excerpt')} className="mb-1.5 block text-sm font-medium text-slate-700">{m.admin_excerpt()}</label>
            <textarea id={id('excerpt')} name="excerpt" rows={2} value={values.excerpt} onChange={set('excerpt')} className={areaClass} aria-invalid={errors.excerpt ? true : undefined} aria-describedby={errors.excerpt ? `${id('excerpt')}-error` : undefined} />
            {errors.excerpt ? <p id={`${id('excerpt')}-error`} className="mt-1.5 text-sm text-red-600">{errors.excerpt}</p> : null}
          </div>
          <TextField id={id('category')} name="category" label={m.admin_col_category()} value={values.category} onChange={set('category')} error={errors.category} list={`${uid}-categories`} autoComplete="off" />
          <datalist id={`${uid}-categories`}>
            {KNOWN_CATEGORIES.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <TextField id={id('tags')} name="tags" label={m.admin_tags()} value={values.tags} onChange={set('tags')} error={errors.tags} autoComplete="off" />
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="min-w-0">
            <label htmlFor={id('content')} className="mb-1.5 block text-sm font-medium text-slate-700">{m.admin_content_markdown()}</label>
            <textarea
              id={id('content')}
              name="content"
              rows={16}
              value={values.content}
              onChange={set('content')}
              className={`${areaClass} font-mono`}
              aria-invalid={errors.content ? true : undefined}
              aria-describedby={`${id('content')}-help${errors.content ? ` ${id('content')}-error` : ''}`}
            />
            <p id={`${id('content')}-help`} className="mt-1.5 text-xs text-slate-600">
              {m.admin_markdown_help()}
            </p>
            {errors.content ? <p id={`${id('content')}-error`} className="mt-1 text-sm text-red-600">{errors.content}</p> : null}
          </div>
          <section aria-label={m.admin_preview()} className="min-w-0">
            <p className="mb-1.5 text-sm font-medium text-slate-700" aria-hidden="true">{m.admin_preview()}</p>
            <div className="max-h-[26rem] min-h-40 overflow-y-auto rounded-xl border border-dashed border-slate-300 bg-slate-50/60 px-4 py-3" data-testid="blog-preview">
              {values.content.trim() ? (
                <MarkdownContent source={values.content} className="text-sm leading-relaxed break-words text-slate-700" />
              ) : (
                <p className="text-sm text-slate-500">{m.admin_preview_empty()}</p>
              )}
            </div>
          </section>
        </div>
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
          <button type="button" className={buttonClass('secondary', 'md')} onClick={onDone} disabled={pending}>
            {m.admin_cancel()}
          </button>
          <button type="submit" className={buttonClass('primary', 'md')} disabled={pending}>
            {pending ? m.admin_saving() : post ? m.admin_save_changes() : m.admin_create_post()}
          </button>
        </div>
      </form>
    </Card>
  );
}

function PublishSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-3 text-sm font-medium text-slate-700">
      {/* The real checkbox lies over the drawn track, so a click or a tap anywhere on it toggles it. */}
      <span className="relative inline-flex h-6 w-11 shrink-0">
        <input type="checkbox" role="switch" checked={checked} onChange={(e) => onChange(e.target.checked)} className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0" />
        <span
          aria-hidden="true"
          className="pointer-events-none relative h-6 w-11 rounded-full bg-slate-400 transition-colors peer-checked:bg-emerald-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 after:absolute after:start-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5 rtl:peer-checked:after:-translate-x-5"
        />
      </span>
      {m.admin_state_published()}
    </label>
  );
}
