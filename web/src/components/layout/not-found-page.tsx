// The 404 page shown for any path that is not a route (SPEC §2: '404 Page Not Found').
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { SearchOffIcon } from '@/components/ui/icons';

export function NotFoundPage() {
  return (
    <Card className="mx-auto w-full max-w-lg p-8 text-center">
      <span aria-hidden="true" className="mx-auto flex size-16 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        <SearchOffIcon className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-2 text-slate-500">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-6')}>
        Go back home
      </Link>
    </Card>
  );
}
