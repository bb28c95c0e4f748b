// The three benefit blocks of the landing page (SPEC §2): Gain Real Experience, Learn New Skills, Build Your Future.
import { m } from '@/paraglide/messages.js';
import type { ComponentType } from 'react';
import { BulbIcon, LandingBriefcaseIcon, RocketIcon, type IconProps } from '@/components/ui/icons';

const benefits = (): { title: string; text: string; icon: ComponentType<IconProps>; tint: string }[] => [
  {
    title: m.landing_benefit_experience_title(),
    text: m.landing_benefit_experience_text(),
    icon: LandingBriefcaseIcon,
    tint: 'from-indigo-500 to-blue-500',
  },
  {
    title: m.landing_benefit_skills_title(),
    text: m.landing_benefit_skills_text(),
    icon: BulbIcon,
    tint: 'from-violet-500 to-fuchsia-500',
  },
  {
    title: m.landing_benefit_future_title(),
    text: m.landing_benefit_future_text(),
    icon: RocketIcon,
    tint: 'from-emerald-500 to-teal-500',
  },
];

export function LandingBenefits() {
  return (
    <section aria-labelledby="benefits-title" className="mx-auto w-full max-w-6xl px-4 py-20 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wider text-indigo-600 uppercase">{m.landing_why_kicker()}</p>
        <h2 id="benefits-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {m.landing_why_title()}
        </h2>
        <p className="mt-4 text-lg text-slate-600">{m.landing_why_text()}</p>
      </div>
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {benefits().map((b) => (
          <li key={b.title} className="group rounded-3xl border border-slate-200 bg-white p-7 shadow-sm transition hover:-translate-y-1 hover:shadow-lg">
            <span className={`flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br text-white shadow-md ${b.tint}`}>
              <b.icon className="shrink-0 size-6" />
            </span>
            <h3 className="mt-6 text-xl font-semibold text-slate-900">{b.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{b.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
