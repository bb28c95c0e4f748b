// The landing page footer (SPEC §1): tagline, the South Asia promise, built by students, © 2025.
import { AppLink } from '@/components/layout/app-link';

const links = [
  { label: 'Browse Internships', href: '/search' },
  { label: 'Blog', href: '/blog' },
  { label: 'For Companies', href: '/company-info' },
  { label: 'Help & Support', href: '/help' },
  { label: 'Platform Status', href: '/status' },
];

export function LandingFooter() {
  return (
    <footer role="contentinfo" className="mt-auto bg-slate-950 text-slate-400">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr]">
        <div>
          <div className="flex items-center gap-2.5">
            <img src="/favicon.svg" alt="" className="size-9" />
            <span className="text-lg font-bold text-white">Internships for Highschoolers</span>
          </div>
          <p className="mt-4 text-base font-semibold text-indigo-300">Connect. Learn. Grow.</p>
          <p className="mt-2 max-w-md leading-relaxed">Empowering the next generation of talent across South Asia.</p>
          <p className="mt-2 text-sm">Built by students, for students.</p>
        </div>
        <nav aria-label="Footer">
          <p className="text-sm font-semibold tracking-wider text-white uppercase">Explore</p>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
            {links.map((l) => (
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
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm sm:px-6">© 2025 Internships for Highschoolers</p>
      </div>
    </footer>
  );
}
