// Shown when /blog/{slug} cannot be loaded (SPEC §2: 'Blog Post Not Found'), with a way back to /blog.
import { m } from '@/paraglide/messages.js';
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
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{m.blog_not_found_title()}</h1>
      <p className="mt-2 text-slate-500">{m.blog_not_found_text()}</p>
      <Link to="/blog" className={buttonClass('primary', 'md', 'mt-6')}>
        <span aria-hidden="true" className="rtl:inline-block rtl:rotate-180">←</span> {m.blog_back()}
      </Link>
    </Card>
  );
}
