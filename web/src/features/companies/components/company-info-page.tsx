// The /company-info screen (SPEC §2): why host an intern, the three steps, 'Start Your Journey' (/company-signup) and 'Sign In' (/auth).
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { BuildingIcon, CheckIcon, ClockIcon, FormIcon, HandshakeIcon, HeartIcon, HelpIcon, MegaphoneIcon, ShuffleIcon, SparkleIcon, StarIcon, UsersIcon, type IconProps } from '@/components/ui/icons';
import type { ComponentType } from 'react';
import { formatCount } from '@/i18n/locale';
import { m } from '@/paraglide/messages.js';

type Item = { id: string; title: string; text: string; icon: ComponentType<IconProps> };

// Made while rendering: the words are the page's language.
const benefits = (): Item[] => [
  { id: 'talent', title: m.companies_benefit_talent_title(), text: m.companies_benefit_talent_text(), icon: StarIcon },
  { id: 'hr', title: m.companies_benefit_hr_title(), text: m.companies_benefit_hr_text(), icon: SparkleIcon },
  { id: 'formats', title: m.companies_benefit_formats_title(), text: m.companies_benefit_formats_text(), icon: ShuffleIcon },
  { id: 'impact', title: m.companies_benefit_impact_title(), text: m.companies_benefit_impact_text(), icon: HeartIcon },
  { id: 'loyalty', title: m.companies_benefit_loyalty_title(), text: m.companies_benefit_loyalty_text(), icon: HandshakeIcon },
];

const steps = (): Item[] => [
  { id: 'form', title: m.companies_step_form_title(), text: m.companies_step_form_text(), icon: FormIcon },
  { id: 'list', title: m.companies_step_list_title(), text: m.companies_step_list_text(), icon: MegaphoneIcon },
  { id: 'choose', title: m.companies_step_choose_title(), text: m.companies_step_choose_text(), icon: UsersIcon },
];

const glance = (): { id: string; text: string; icon: ComponentType<IconProps> }[] => [
  { id: 'grades', text: m.companies_glance_grades(), icon: UsersIcon },
  { id: 'formats', text: m.companies_glance_formats(), icon: ShuffleIcon },
  { id: 'review', text: m.companies_glance_review(), icon: ClockIcon },
  { id: 'choose', text: m.companies_glance_choose(), icon: CheckIcon },
];

const heroButton =
  'inline-flex items-center justify-center gap-2 rounded-xl px-6 py-3.5 text-base font-semibold transition hover:-translate-y-0.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function CompanyInfoPage() {
  return (
    <div className="space-y-14 sm:space-y-20">
      <section aria-labelledby="company-info-title" className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600 px-6 py-12 text-white shadow-xl sm:px-12 sm:py-16">
        <div aria-hidden="true" className="absolute -top-24 -end-20 -z-10 size-80 rounded-full bg-fuchsia-400/25 blur-3xl" />
        <div className="grid items-center gap-10 lg:grid-cols-[1.25fr_0.75fr]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3.5 py-1.5 text-sm font-medium text-indigo-50 ring-1 ring-white/25">
              <BuildingIcon className="size-4" />
              {m.companies_info_badge()}
            </p>
            <h1 id="company-info-title" className="mt-6 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {m.companies_info_title()}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-pretty text-indigo-100">
              {m.companies_info_intro()}
            </p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row">
              <Link to="/company-signup" className={`${heroButton} bg-white text-indigo-700 shadow-lg shadow-indigo-900/20 hover:bg-indigo-50`}>
                {m.companies_start_journey()}
              </Link>
              <Link to="/auth" className={`${heroButton} bg-white/10 text-white ring-1 ring-white/40 hover:bg-white/20`}>
                {m.companies_sign_in()}
              </Link>
            </div>
          </div>
          <ul aria-label={m.companies_at_a_glance()} className="space-y-3 rounded-2xl bg-white/10 p-5 ring-1 ring-white/20 backdrop-blur-sm sm:p-6">
            {glance().map((g) => (
              <li key={g.id} className="flex items-center gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15">
                  <g.icon className="size-5" />
                </span>
                <span className="font-medium text-indigo-50">{g.text}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="company-benefits-title">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wider text-indigo-700 uppercase">{m.companies_why_host()}</p>
          <h2 id="company-benefits-title" className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {m.companies_benefits_title()}
          </h2>
        </div>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {benefits().map((b) => (
            <li key={b.id}>
              <Card className="h-full p-6">
                <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
                  <b.icon className="size-5.5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{b.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{b.text}</p>
              </Card>
            </li>
          ))}
          <li>
            <Card className="flex h-full flex-col border-indigo-200 bg-indigo-50/60 p-6">
              <span className="flex size-11 items-center justify-center rounded-xl bg-white text-indigo-600">
                <HelpIcon className="size-5.5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{m.companies_questions_first()}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{m.companies_questions_first_text()}</p>
              <Link to="/help" className="mt-auto pt-4 text-sm font-semibold text-indigo-700 hover:underline">
                {m.companies_help_support()} <span aria-hidden="true" className="inline-block rtl:rotate-180">→</span>
              </Link>
            </Card>
          </li>
        </ul>
      </section>

      <section aria-labelledby="company-steps-title">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wider text-indigo-700 uppercase">{m.companies_how_it_works()}</p>
          <h2 id="company-steps-title" className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {m.companies_steps_title()}
          </h2>
        </div>
        <ol className="mt-8 grid gap-5 md:grid-cols-3">
          {steps().map((s, i) => (
            <li key={s.id} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white">{formatCount(i + 1)}</span>
                <s.icon className="size-5 text-indigo-600" />
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{s.title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <Card className="flex flex-col items-start gap-5 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 className="text-xl font-bold text-slate-900">{m.companies_ready_title()}</h2>
          <p className="mt-1 text-slate-600">{m.companies_ready_text()}</p>
        </div>
        <Link to="/company-signup" className={buttonClass('primary', 'lg', 'shrink-0 max-sm:w-full')}>
          {m.companies_start_journey()}
        </Link>
      </Card>
    </div>
  );
}
