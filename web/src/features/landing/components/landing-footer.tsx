// The landing page footer (SPEC §1): tagline, the South Asia promise, built by students, © 2025.
import { m } from '@/paraglide/messages.js';
import { AppLink } from '@/components/layout/app-link';

const links = () => [
  { label: m.nav_browse_internships(), href: '/search' },
  { label: m.nav_blog(), href: '/blog' },
  { label: m.landing_for_companies(), href: '/company-info' },
  { label: m.nav_help_support(), href: '/help' },
  { label: m.landing_footer_platform_status(), href: '/status' },
];

export function LandingFooter() {
  return (
    <footer role="contentinfo" className="mt-auto bg-slate-950 text-slate-400">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr]">
        <div>
          <div className="flex items-center gap-2.5">
            <img src="/favicon.svg" alt="" className="size-9" />
            <span className="text-lg font-bold text-white">{m.landing_title()}</span>
          </div>
          <p className="mt-4 text-base font-semibold text-indigo-300">{m.landing_tagline()}</p>
          <p className="mt-2 max-w-md leading-relaxed">{m.landing_footer_promise()}</p>
          <p className="mt-2 text-sm">{m.landing_footer_built_by()}</p>
        </div>
        <nav aria-label={m.landing_footer_nav()}>
          <p className="text-sm font-semibold tracking-wider text-white uppercase">{m.landing_footer_explore()}</p>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
            {links().map((l) => (
              <li key={l.href}>
                <AppLink href={l.href} className="transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-indigo-400">
                  {l.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm sm:px-6">© 2025 {m.landing_title()}</p>
      </div>
    </footer>
  );
}
