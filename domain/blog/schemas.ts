// Schemas of the blog context: a backend admin's new post and edits (POST/PATCH /api/admin/blog).
import { z } from 'zod';
import { BAD_SLUG, SLUG_PATTERN } from './slug-claim';

/** Tags as a list, or as the editor's comma-separated text. */
const tags = z
  .union([z.array(z.string()), z.string()])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((t) => t.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(50, 'A tag is too long')).max(20, 'Too many tags'));

/** A slug from a title: lowercase words joined by dashes. */
export const slugify = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

const slug = z.string().trim().toLowerCase().max(100, 'Slug is too long').regex(SLUG_PATTERN, BAD_SLUG);

const fields = {
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'Title is too long'),
  excerpt: z.string().trim().max(500, 'Excerpt is too long'),
  content: z.string({ error: 'Content is required' }).trim().min(1, 'Content is required').max(50_000, 'Content is too long'),
  category: z.string({ error: 'Category is required' }).trim().min(1, 'Category is required').max(60, 'Category is too long'),
};

export const createBlogPostSchema = z
  .object({
    ...fields,
    slug: z.union([slug, z.literal('')]).optional(),
    excerpt: fields.excerpt.optional().default(''),
    tags: tags.optional().default([]),
    published: z.boolean().optional().default(false),
  })
  .transform(({ slug: given, ...post }) => ({ ...post, slug: given || slugify(post.title) }));
export type CreateBlogPostBody = z.output<typeof createBlogPostSchema>;

export const editBlogPostSchema = z
  .object({
    title: fields.title.optional(),
    slug: slug.optional(),
    excerpt: fields.excerpt.optional(),
    content: fields.content.optional(),
    category: fields.category.optional(),
    tags: tags.optional(),
    published: z.boolean({ error: 'published must be true or false' }).optional(),
  })
  .transform((body) => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as {
    title?: string; slug?: string; excerpt?: string; content?: string; category?: string; tags?: string[]; published?: boolean;
  });
export type EditBlogPostBody = z.output<typeof editBlogPostSchema>;
