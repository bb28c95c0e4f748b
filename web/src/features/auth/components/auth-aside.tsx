// The wide-screen side panel of /auth: what students and companies get, with links for each (hidden on small screens).
import { Link } from '@tanstack/react-router';

const points = [
  'Meaningful internships with professional mentorship',
  'Real experience, new skills and a stronger resume',
  'References and connections for your future',
];

export function AuthAside() {
  return (
    <aside className="hidden rounded-2xl bg-gradient-to-br from-indigo-600 to-blue-600 p-8 text-white shadow-sm lg:block">
      <p className="text-sm font-semibold tracking-wide text-indigo-100 uppercase">Connect. Learn. Grow.</p>
      <h2 className="mt-3 text-3xl leading-tight font-bold">Start your career before you graduate.</h2>
      <ul className="mt-6 space-y-3 text-indigo-50">
        {points.map((p) => (
          <li key={p} className="flex gap-3">
            <span aria-hidden="true" className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-white/20 text-xs">✓</span>
            {p}
          </li>
        ))}
      </ul>
      <div className="mt-8 grid gap-3 sm:grid-cols-2">
        <Link to="/auth" search={{ tab: 'register' }} className="rounded-xl bg-white/10 p-4 ring-1 ring-white/20 hover:bg-white/15">
          <span className="block font-semibold">For Students</span>
          <span className="mt-1 block text-sm text-indigo-100">Create a free account</span>
        </Link>
        <a href="/company-info" className="rounded-xl bg-white/10 p-4 ring-1 ring-white/20 hover:bg-white/15">
          <span className="block font-semibold">For Companies</span>
          <span className="mt-1 block text-sm text-indigo-100">Offer an internship</span>
        </a>
      </div>
    </aside>
  );
}
