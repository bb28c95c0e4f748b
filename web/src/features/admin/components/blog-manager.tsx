// The Blog tab: every post (drafts too) with edit, publish/unpublish, view and delete; 'New Post' opens the editor.
import { m } from '@/paraglide/messages.js';
import { useState } from 'react';
import type { BlogPost } from '@domain/blog/types';
import { buttonClass } from '@/components/ui/button-styles';
import { localeHref } from '@/i18n/locale';
import { adminBlogPostsQueryOptions, useDeleteBlogPost, useEditBlogPost } from '../api/blog-posts';
import { ActionButton, RowActions } from './action-button';
import { BlogEditor } from './blog-editor';
import { ConfirmButton } from './confirm-button';
import type { Column } from './data-table';
import { HistoryButton } from './history-dialog';
import { PagedTable } from './paged-table';
import { blogPostColumns } from './record-columns';
import { Section } from './section';

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; post: BlogPost };

export function BlogManager() {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const edit = useEditBlogPost();
  const remove = useDeleteBlogPost();

  if (mode.kind !== 'list') return <BlogEditor key={mode.kind === 'edit' ? mode.post.id : 'new'} post={mode.kind === 'edit' ? mode.post : null} onDone={() => setMode({ kind: 'list' })} />;

  const columns: Column<BlogPost>[] = [
    ...blogPostColumns(),
    {
      key: 'actions',
      header: m.admin_actions(),
      hiddenHeader: true,
      cell: (p) => (
        <RowActions>
          <ActionButton icon="edit" label={m.admin_edit()} subject={p.title} onClick={() => setMode({ kind: 'edit', post: p })} />
          <ActionButton
            icon={p.published ? 'unpublish' : 'publish'}
            label={p.published ? m.admin_unpublish() : m.admin_publish()}
            subject={p.title}
            disabled={edit.isPending}
            onClick={() => edit.mutate({ id: p.id, changes: { published: !p.published } })}
          />
          {p.published ? (
            <a
              href={localeHref(`/blog/${encodeURIComponent(p.slug)}`)}
              target="_blank"
              rel="noopener"
              aria-label={m.admin_view_new_tab({ title: p.title })}
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {m.admin_view()}
            </a>
          ) : null}
          <HistoryButton subject={{ entityType: 'blogPost', entityId: p.id, name: p.title }} />
          <ConfirmButton
            label={m.admin_delete()}
            subject={p.title}
            title={m.admin_delete_post_title()}
            description={p.published ? m.admin_delete_published_post_description({ title: p.title }) : m.admin_delete_draft_description({ title: p.title })}
            confirmLabel={m.admin_delete_post()}
            onConfirm={() => remove.mutateAsync(p.id)}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <Section
      title={m.admin_blog_posts()}
      description={m.admin_blog_intro()}
      actions={
        <button type="button" className={buttonClass('primary', 'md')} onClick={() => setMode({ kind: 'new' })}>
          {m.admin_new_post()}
        </button>
      }
    >
      <PagedTable
        label={m.admin_blog_posts()}
        idPrefix="backend-blog"
        query={adminBlogPostsQueryOptions}
        columns={columns}
        rowKey={(p) => p.id}
        defaultSort="createdAt"
        searchPlaceholder={m.admin_search_blog_posts_slug()}
        emptyText={m.admin_no_blog_posts()}
        testId="backend-blog-table"
      />
    </Section>
  );
}
