// The three benefit blocks of the landing page (SPEC §2): Gain Real Experience, Learn New Skills, Build Your Future.
import type { ComponentType } from 'react';
import { BulbIcon, LandingBriefcaseIcon, RocketIcon, type IconProps } from '@/components/ui/icons';

const benefits: { title: string; text: string; icon: ComponentType<IconProps>; tint: string }[] = [
  {
    title: 'Gain Real Experience',
    text: 'Work on real projects with real organisations and see how the professional world works, long before college.',
    icon: LandingBriefcaseIcon,
    tint: 'from-indigo-500 to-blue-500',
  },
  {
    title: 'Learn New Skills',
    text: 'Learn from professional mentors and pick up the practical skills a classroom cannot teach you.',
    icon: BulbIcon,
    tint: 'from-violet-500 to-fuchsia-500',
  },
  {
    title: 'Build Your Future',
    text: 'Leave with a stronger resume, references and connections that open doors to college and careers.',
    icon: RocketIcon,
    tint: 'from-emerald-500 to-teal-500',
  },
];

export function LandingBenefits() {
  return (
    <section aria-labelledby="benefits-title" className="mx-auto w-full max-w-6xl px-4 py-20 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wider text-indigo-600 uppercase">Why intern early</p>
        <h2 id="benefits-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          A head start that lasts
        </h2>
        <p className="mt-4 text-lg text-slate-600">An internship in high school turns curiosity into experience you can show.</p>
      </div>
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {benefits.map((b) => (
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
