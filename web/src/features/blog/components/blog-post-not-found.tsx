// Shown when /blog/{slug} cannot be loaded (SPEC §2: 'Blog Post Not Found'), with a way back to /blog.
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { FileMissingIcon } from '@/components/ui/icons';

export function BlogPostNotFound() {
  return (
    <Card className="mx-auto w-full max-w-lg p-8 text-center">
      <span aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        <FileMissingIcon className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Blog Post Not Found</h1>
      <p className="mt-2 text-slate-500">The blog post you're looking for doesn't exist or has been removed.</p>
      <Link to="/blog" className={buttonClass('primary', 'md', 'mt-6')}>
        <span aria-hidden="true">←</span> Back to Blog
      </Link>
    </Card>
  );
}
