// The /help screen: contact by e-mail, quick-help cards, FAQs for students and companies, and tips.
import { Link } from '@tanstack/react-router';
import { SUPPORT_EMAIL } from '@domain/users/constants';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { SmallCheckIcon } from '@/components/ui/icons';
import { FaqList } from './faq-list';
import { COMPANY_FAQS, QUICK_HELP, RESPONSE_TIMES, STUDENT_FAQS, TIPS } from './help-content';

export function HelpPage() {
  return (
    <div className="space-y-8">
      <header className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Help &amp; Support</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-500">Find answers to common questions or get in touch with our team.</p>
      </header>

      <Card className="flex flex-col gap-5 bg-gradient-to-br from-indigo-600 to-violet-600 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="min-w-0">
          <h2 className="text-xl font-bold">Contact Support</h2>
          <p className="mt-1 text-indigo-100">Email us at any time. We typically reply within 24 hours on business days.</p>
          <p className="mt-3 font-semibold [overflow-wrap:anywhere]">
            <a href={`mailto:${SUPPORT_EMAIL}`} data-testid="support-email" className="hover:underline">
              {SUPPORT_EMAIL.split('@')[0]}@<wbr />
              {SUPPORT_EMAIL.split('@')[1]}
            </a>
          </p>
        </div>
        <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonClass('secondary', 'md', 'shrink-0 border-transparent text-indigo-700')}>
          Email Support
        </a>
      </Card>

      <section aria-labelledby="quick-help-heading">
        <h2 id="quick-help-heading" className="mb-4 text-2xl font-bold text-slate-900">
          Quick Help
        </h2>
        <div className="grid gap-5 sm:grid-cols-3">
          {QUICK_HELP.map((item) => (
            <Card key={item.title} className="flex flex-col p-5">
              <h3 className="font-bold text-slate-900">{item.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{item.text}</p>
              <Link to={item.to} className="mt-auto pt-4 text-sm font-semibold text-indigo-700 hover:underline">
                Go to {item.title} <span aria-hidden="true">→</span>
              </Link>
            </Card>
          ))}
        </div>
      </section>

      <div className="grid gap-5 lg:grid-cols-2">
        <Card className="p-5 sm:p-6">
          <section aria-labelledby="student-faq-heading">
            <h2 id="student-faq-heading" className="text-lg font-bold text-slate-900">
              For Students
            </h2>
            <p className="mb-2 text-sm text-slate-500">Frequently asked questions</p>
            <FaqList faqs={STUDENT_FAQS} />
          </section>
        </Card>
        <Card className="p-5 sm:p-6">
          <section aria-labelledby="company-faq-heading">
            <h2 id="company-faq-heading" className="text-lg font-bold text-slate-900">
              For Companies
            </h2>
            <p className="mb-2 text-sm text-slate-500">Frequently asked questions</p>
            <FaqList faqs={COMPANY_FAQS} />
          </section>
        </Card>
      </div>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card className="p-5 sm:p-6">
          <section aria-labelledby="tips-heading">
            <h2 id="tips-heading" className="text-lg font-bold text-slate-900">
              Tips for Success
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
              {TIPS.map((tip) => (
                <li key={tip} className="flex gap-3 text-sm text-slate-700">
                  <SmallCheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                  {tip}
                </li>
              ))}
            </ul>
          </section>
        </Card>
        <Card className="p-5 sm:p-6">
          <section aria-labelledby="response-heading">
            <h2 id="response-heading" className="text-lg font-bold text-slate-900">
              Response Times
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              {RESPONSE_TIMES.map(({ who, when }) => (
                <div key={who}>
                  <dt className="font-semibold text-slate-800">{who}</dt>
                  <dd className="text-slate-600">{when}</dd>
                </div>
              ))}
            </dl>
          </section>
        </Card>
      </div>
    </div>
  );
}
