// The landing hero (SPEC §1, §2): the headline, the promise, and the two ways in — For Highschoolers, For Companies.
import { m } from '@/paraglide/messages.js';
import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { AppLink } from '@/components/layout/app-link';
import { deferredComponent } from '@/lib/deferred-component';
import { CheckIcon, GraduationIcon, LandingBuildingIcon } from '@/components/ui/icons';
import { HERO_ART_BOX } from './hero-art-box';

/** The illustration shows on wide screens only: its code loads there, after the page, and phones never fetch it. */
const heroArt = deferredComponent(() => import('./landing-hero-art'));
const WIDE = '(min-width: 64rem)';
/** Holds the illustration's place until it arrives. */
const artBox = <div aria-hidden="true" className={HERO_ART_BOX} />;

function HeroArt() {
  const [wide, setWide] = useState(false);
  useEffect(() => setWide(window.matchMedia(WIDE).matches), []);
  return wide ? <heroArt.Component fallback={artBox} /> : artBox;
}

const highlights = () => [m.landing_highlight_grades(), m.landing_highlight_mentors(), m.landing_highlight_south_asia()];

export function LandingHero() {
  return (
    <section aria-labelledby="landing-title" className="relative isolate overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600 text-white">
      <div aria-hidden="true" className="absolute -top-32 -right-24 -z-10 size-[28rem] rounded-full bg-fuchsia-400/25 blur-3xl" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(rgba(255,255,255,0.12)_1px,transparent_1px)] [background-size:22px_22px] [mask-image:linear-gradient(to_bottom,black,transparent)]" />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 sm:pb-28 lg:grid-cols-[1.1fr_0.9fr]">
        <div className="text-center lg:text-start">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3.5 py-1.5 text-sm font-medium text-indigo-50 ring-1 ring-white/25">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-300" />
            {m.landing_tagline()}
          </p>
          <h1 id="landing-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            {m.landing_title()}
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-indigo-100 lg:mx-0">
            {m.landing_intro()}
          </p>
          <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            <Link
              to="/auth"
              search={{ tab: 'register' }}
              className="inline-flex items-center justify-center gap-2 rounded-xl bg-white px-6 py-3.5 text-base font-semibold text-indigo-700 shadow-lg shadow-indigo-900/20 transition hover:-translate-y-0.5 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <GraduationIcon className="shrink-0 size-5" />
              {m.landing_for_highschoolers()}
            </Link>
            <AppLink
              href="/company-info"
              className="inline-flex items-center justify-center gap-2 rounded-xl bg-white/10 px-6 py-3.5 text-base font-semibold text-white ring-1 ring-white/40 transition hover:-translate-y-0.5 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <LandingBuildingIcon className="shrink-0 size-5" />
              {m.landing_for_companies()}
            </AppLink>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-indigo-100 lg:justify-start">
            {highlights().map((h) => (
              <li key={h} className="flex items-center gap-1.5">
                <CheckIcon className="shrink-0 size-4 text-emerald-300" />
                {h}
              </li>
            ))}
          </ul>
        </div>
        <HeroArt />
      </div>
      {/* Last: placed from the hero's bottom, it is laid out once the hero's content is there (a first paint of a page only
          partly parsed, on a busy phone, would otherwise show it higher up, then move it: a layout shift). */}
      <div aria-hidden="true" className="absolute -bottom-40 -left-32 -z-10 size-[30rem] rounded-full bg-sky-400/25 blur-3xl" />
    </section>
  );
}
