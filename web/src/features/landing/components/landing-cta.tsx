// The closing call to action (SPEC §2): "I'm a Highschooler", "I'm a Company", and 'Already have an account? Sign In'.
import { m } from '@/paraglide/messages.js';
import { Link } from '@tanstack/react-router';
import { AppLink } from '@/components/layout/app-link';
import { GraduationIcon, LandingBuildingIcon } from '@/components/ui/icons';

export function LandingCta() {
  return (
    <section aria-labelledby="cta-title" className="mx-auto w-full max-w-6xl px-4 py-20 sm:px-6 sm:py-24">
      <div className="relative isolate overflow-hidden rounded-[2rem] bg-gradient-to-br from-slate-900 via-indigo-950 to-indigo-800 px-6 py-14 text-center text-white shadow-xl sm:px-12 sm:py-20">
        <div aria-hidden="true" className="absolute -top-24 left-1/2 -z-10 size-96 -translate-x-1/2 rounded-full bg-indigo-500/30 blur-3xl" />
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{m.landing_cta_title()}</h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-indigo-100">
          {m.landing_cta_text()}
        </p>
        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link
            to="/auth"
            search={{ tab: 'register' }}
            className="inline-flex items-center justify-center gap-2 rounded-xl bg-white px-6 py-3.5 text-base font-semibold text-indigo-700 shadow-lg transition hover:-translate-y-0.5 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <GraduationIcon className="shrink-0 size-5" />
            {m.landing_cta_highschooler()}
          </Link>
          <AppLink
            href="/company-info"
            className="inline-flex items-center justify-center gap-2 rounded-xl bg-white/10 px-6 py-3.5 text-base font-semibold text-white ring-1 ring-white/40 transition hover:-translate-y-0.5 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <LandingBuildingIcon className="shrink-0 size-5" />
            {m.landing_cta_company()}
          </AppLink>
        </div>
        <p className="mt-8 text-sm text-indigo-200" data-testid="landing-sign-in">
          {m.landing_cta_have_account()}{' '}
          <Link to="/auth" search={{ tab: 'login' }} className="font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white">
            {m.shell_sign_in()}
          </Link>
        </p>
      </div>
    </section>
  );
}
