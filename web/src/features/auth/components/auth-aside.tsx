// The wide-screen side panel of /auth: what students and companies get, with links for each (hidden on small screens).
import { m } from '@/paraglide/messages.js';
import { Link } from '@tanstack/react-router';
import { AppLink } from '@/components/layout/app-link';

const points = () => [m.auth_point_mentorship(), m.auth_point_experience(), m.auth_point_references()];

export function AuthAside() {
  return (
    <aside className="hidden rounded-2xl bg-gradient-to-br from-indigo-600 to-blue-600 p-8 text-white shadow-sm lg:block">
      <p className="text-sm font-semibold tracking-wide text-indigo-100 uppercase">{m.auth_tagline()}</p>
      <h2 className="mt-3 text-3xl leading-tight font-bold">{m.auth_aside_title()}</h2>
      <ul className="mt-6 space-y-3 text-indigo-50">
        {points().map((p) => (
          <li key={p} className="flex gap-3">
            <span aria-hidden="true" className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-white/20 text-xs">✓</span>
            {p}
          </li>
        ))}
      </ul>
      <div className="mt-8 grid gap-3 sm:grid-cols-2">
        <Link to="/auth" search={{ tab: 'register' }} className="rounded-xl bg-white/10 p-4 ring-1 ring-white/20 hover:bg-white/15">
          <span className="block font-semibold">{m.auth_for_students()}</span>
          <span className="mt-1 block text-sm text-indigo-100">{m.auth_create_free_account()}</span>
        </Link>
        <AppLink href="/company-info" className="rounded-xl bg-white/10 p-4 ring-1 ring-white/20 hover:bg-white/15">
          <span className="block font-semibold">{m.auth_for_companies()}</span>
          <span className="mt-1 block text-sm text-indigo-100">{m.auth_offer_internship()}</span>
        </AppLink>
      </div>
    </aside>
  );
}
