// The /company-info screen (SPEC §2): why host an intern, the three steps, 'Start Your Journey' (/company-signup) and 'Sign In' (/auth).
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { BuildingIcon, CheckIcon, ClockIcon, FormIcon, HandshakeIcon, HeartIcon, HelpIcon, MegaphoneIcon, ShuffleIcon, SparkleIcon, StarIcon, UsersIcon, type IconProps } from '@/components/ui/icons';
import type { ComponentType } from 'react';

const benefits: { title: string; text: string; icon: ComponentType<IconProps> }[] = [
  { title: 'Top Talent', text: 'Meet curious, motivated high school students from grades 9 to 12 who want to learn by doing.', icon: StarIcon },
  { title: 'No HR Hassle', text: 'We find and introduce the students. You skip the job boards and the screening of strangers.', icon: SparkleIcon },
  { title: 'Flexible Formats', text: 'Host interns remotely, in person or hybrid — whatever suits your team and your project.', icon: ShuffleIcon },
  { title: 'Real Impact', text: 'Give young people their first real experience and shape the careers of the next generation.', icon: HeartIcon },
  { title: 'Early Loyalty', text: 'Build relationships with future talent years before they enter the job market.', icon: HandshakeIcon },
];

const steps: { title: string; text: string; icon: ComponentType<IconProps> }[] = [
  { title: 'Fill a short form', text: 'Tell us about your company and the internship you would like to offer.', icon: FormIcon },
  { title: 'We list your internship', text: 'Once our team has verified your company, students can browse your internship and apply.', icon: MegaphoneIcon },
  { title: 'You choose your interns', text: 'Review each applicant’s profile and cover letter, and accept the students you want.', icon: UsersIcon },
];

const glance: { text: string; icon: ComponentType<IconProps> }[] = [
  { text: 'Students in grades 9 to 12', icon: UsersIcon },
  { text: 'Remote, in person or hybrid', icon: ShuffleIcon },
  { text: 'Companies reviewed within 24-48 hours', icon: ClockIcon },
  { text: 'You choose every intern', icon: CheckIcon },
];

const heroButton =
  'inline-flex items-center justify-center gap-2 rounded-xl px-6 py-3.5 text-base font-semibold transition hover:-translate-y-0.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function CompanyInfoPage() {
  return (
    <div className="space-y-14 sm:space-y-20">
      <section aria-labelledby="company-info-title" className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600 px-6 py-12 text-white shadow-xl sm:px-12 sm:py-16">
        <div aria-hidden="true" className="absolute -top-24 -right-20 -z-10 size-80 rounded-full bg-fuchsia-400/25 blur-3xl" />
        <div className="grid items-center gap-10 lg:grid-cols-[1.25fr_0.75fr]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3.5 py-1.5 text-sm font-medium text-indigo-50 ring-1 ring-white/25">
              <BuildingIcon className="size-4" />
              For Companies
            </p>
            <h1 id="company-info-title" className="mt-6 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
              Mentor the next generation of talent
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-pretty text-indigo-100">
              Offer an internship to ambitious high school students across South Asia. Share real work, give real mentorship,
              and meet the people who will build your industry’s future.
            </p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row">
              <Link to="/company-signup" className={`${heroButton} bg-white text-indigo-700 shadow-lg shadow-indigo-900/20 hover:bg-indigo-50`}>
                Start Your Journey
              </Link>
              <Link to="/auth" className={`${heroButton} bg-white/10 text-white ring-1 ring-white/40 hover:bg-white/20`}>
                Sign In
              </Link>
            </div>
          </div>
          <ul aria-label="At a glance" className="space-y-3 rounded-2xl bg-white/10 p-5 ring-1 ring-white/20 backdrop-blur-sm sm:p-6">
            {glance.map((g) => (
              <li key={g.text} className="flex items-center gap-3">
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
          <p className="text-sm font-semibold tracking-wider text-indigo-700 uppercase">Why host an intern</p>
          <h2 id="company-benefits-title" className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Good for students, good for your company
          </h2>
        </div>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((b) => (
            <li key={b.title}>
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
              <h3 className="mt-4 text-lg font-semibold text-slate-900">Questions first?</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600">Read the answers for companies, or write to our team: we reply within 24 hours on business days.</p>
              <Link to="/help" className="mt-auto pt-4 text-sm font-semibold text-indigo-700 hover:underline">
                Help &amp; Support <span aria-hidden="true">→</span>
              </Link>
            </Card>
          </li>
        </ul>
      </section>

      <section aria-labelledby="company-steps-title">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wider text-indigo-700 uppercase">How it works</p>
          <h2 id="company-steps-title" className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Three steps to your first intern
          </h2>
        </div>
        <ol className="mt-8 grid gap-5 md:grid-cols-3">
          {steps.map((s, i) => (
            <li key={s.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white">{i + 1}</span>
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
          <h2 className="text-xl font-bold text-slate-900">Ready to meet your first intern?</h2>
          <p className="mt-1 text-slate-600">Create a company account in a minute; our team reviews new companies within 24-48 hours.</p>
        </div>
        <Link to="/company-signup" className={buttonClass('primary', 'lg', 'shrink-0 max-sm:w-full')}>
          Start Your Journey
        </Link>
      </Card>
    </div>
  );
}
