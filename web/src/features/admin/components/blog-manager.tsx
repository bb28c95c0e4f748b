// The Blog tab: every post (drafts too) with edit, publish/unpublish, view and delete; 'New Post' opens the editor.
import { useState } from 'react';
import type { BlogPost } from '@domain/blog/types';
import { buttonClass } from '@/components/ui/button-styles';
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
    ...blogPostColumns,
    {
      key: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      cell: (p) => (
        <RowActions>
          <ActionButton icon="edit" label="Edit" subject={p.title} onClick={() => setMode({ kind: 'edit', post: p })} />
          <ActionButton
            icon={p.published ? 'unpublish' : 'publish'}
            label={p.published ? 'Unpublish' : 'Publish'}
            subject={p.title}
            disabled={edit.isPending}
            onClick={() => edit.mutate({ id: p.id, changes: { published: !p.published } })}
          />
          {p.published ? (
            <a
              href={`/blog/${encodeURIComponent(p.slug)}`}
              target="_blank"
              rel="noopener"
              aria-label={`View ${p.title} (opens in a new tab)`}
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              View
            </a>
          ) : null}
          <HistoryButton subject={{ entityType: 'blogPost', entityId: p.id, name: p.title }} />
          <ConfirmButton
            label="Delete"
            subject={p.title}
            title="Delete this blog post?"
            description={`'${p.title}' will be removed${p.published ? ' from the blog' : ''} and its slug freed. This cannot be undone.`}
            confirmLabel="Delete Post"
            onConfirm={() => remove.mutateAsync(p.id)}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <Section
      title="Blog posts"
      description="Markdown posts; only published ones appear on /blog."
      actions={
        <button type="button" className={buttonClass('primary', 'md')} onClick={() => setMode({ kind: 'new' })}>
          New Post
        </button>
      }
    >
      <PagedTable
        label="Blog posts"
        idPrefix="backend-blog"
        query={adminBlogPostsQueryOptions}
        columns={columns}
        rowKey={(p) => p.id}
        defaultSort="createdAt"
        searchPlaceholder="Search by title, slug, category or tag…"
        emptyText="No blog posts found"
        testId="backend-blog-table"
      />
    </Section>
  );
}
