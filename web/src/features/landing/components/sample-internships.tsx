// Two sample internship cards on the landing page (SPEC §2): social impact (remote plus travel) and event management
// (hybrid), each with an 'Apply Now' prompt that leads to registration.
import { m } from '@/paraglide/messages.js';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { ArrowRightIcon, CalendarIcon, ClockIcon, HeartIcon, MapPinIcon, type IconProps } from '@/components/ui/icons';
import { formatCount } from '@/i18n/locale';

interface SampleInternship {
  title: string;
  company: string;
  field: string;
  workType: string;
  location: string;
  duration: string;
  description: string;
  skills: string[];
  icon: ComponentType<IconProps>;
  tint: string;
}

/** In the page's language: made while rendering (the server pre-renders several languages). */
const samples = (): SampleInternship[] => [
  {
    title: m.landing_sample_outreach_title(),
    company: 'Hope Rising NGO',
    field: m.landing_sample_outreach_field(),
    workType: m.landing_sample_outreach_work_type(),
    location: m.landing_sample_outreach_location(),
    duration: m.internships_weeks_many({ count: formatCount(8) }),
    description: m.landing_sample_outreach_description(),
    skills: [m.internships_skill_social_media(), m.internships_skill_content_writing(), m.internships_skill_photography()],
    icon: HeartIcon,
    tint: 'from-rose-500 to-orange-400',
  },
  {
    title: m.landing_sample_events_title(),
    company: 'Spotlight Events',
    field: m.landing_sample_events_field(),
    workType: m.internships_work_hybrid(),
    location: m.landing_sample_events_location(),
    duration: m.internships_weeks_many({ count: formatCount(10) }),
    description: m.landing_sample_events_description(),
    skills: [m.internships_skill_marketing(), m.internships_skill_customer_service(), 'Google Workspace'],
    icon: CalendarIcon,
    tint: 'from-sky-500 to-indigo-500',
  },
];

export function SampleInternships() {
  return (
    <section aria-labelledby="samples-title" className="border-y border-slate-200 bg-white">
      <div className="mx-auto w-full max-w-6xl px-4 py-20 sm:px-6 sm:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-indigo-600 uppercase">{m.landing_samples_kicker()}</p>
          <h2 id="samples-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {m.landing_samples_title()}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{m.landing_samples_text()}</p>
        </div>
        <ul className="mx-auto mt-14 grid max-w-4xl gap-6 md:grid-cols-2">
          {samples().map((s) => (
            <li key={s.title} data-testid="sample-internship">
              <SampleCard internship={s} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function SampleCard({ internship: s }: { internship: SampleInternship }) {
  return (
    <article className="flex h-full flex-col rounded-3xl border border-slate-200 bg-slate-50/60 p-6 shadow-sm transition hover:-translate-y-1 hover:border-indigo-200 hover:bg-white hover:shadow-lg sm:p-7">
      <div className="flex items-start gap-4">
        <span className={`flex size-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br text-white shadow-md ${s.tint}`}>
          <s.icon className="shrink-0 size-6" />
        </span>
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-slate-900">{s.title}</h3>
          <p className="text-sm text-slate-500">{s.company}</p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-2 text-xs font-medium">
        <span className="rounded-full bg-indigo-50 px-2.5 py-1 text-indigo-700 ring-1 ring-indigo-100">{s.field}</span>
        <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-700 ring-1 ring-emerald-100" data-testid="sample-work-type">
          {s.workType}
        </span>
      </div>
      <p className="mt-4 flex-1 leading-relaxed text-slate-600">{s.description}</p>
      <dl className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-500">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">{m.detail_location()}</dt>
          <MapPinIcon className="shrink-0 size-4" />
          <dd>{s.location}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">{m.detail_duration()}</dt>
          <ClockIcon className="shrink-0 size-4" />
          <dd>{s.duration}</dd>
        </div>
      </dl>
      <ul aria-label={m.internships_skills()} className="mt-4 flex flex-wrap gap-1.5">
        {s.skills.map((skill) => (
          <li key={skill} className="rounded-md bg-white px-2 py-0.5 text-xs font-medium text-slate-600 ring-1 ring-slate-200">
            {skill}
          </li>
        ))}
      </ul>
      <Link
        to="/auth"
        search={{ tab: 'register' }}
        aria-label={m.landing_apply_now_label({ title: s.title })}
        className="group mt-6 inline-flex items-center justify-center gap-2 rounded-xl bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {m.internships_apply_now()}
        <ArrowRightIcon className="shrink-0 size-4 transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5" />
      </Link>
    </article>
  );
}
