// The /help screen: contact by e-mail, quick-help cards, FAQs for students and companies, and tips.
import { m } from '@/paraglide/messages.js';
import { Link } from '@tanstack/react-router';
import { SUPPORT_EMAIL } from '@domain/users/constants';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { SmallCheckIcon } from '@/components/ui/icons';
import { FaqList } from './faq-list';
import { companyFaqs, quickHelp, responseTimes, studentFaqs, tips } from './help-content';

export function HelpPage() {
  return (
    <div className="space-y-8">
      <header className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{m.help_title()}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-500">{m.help_intro()}</p>
      </header>

      <Card className="flex flex-col gap-5 bg-gradient-to-br from-indigo-600 to-violet-600 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="min-w-0">
          <h2 className="text-xl font-bold">{m.help_contact_title()}</h2>
          <p className="mt-1 text-indigo-100">{m.help_contact_text()}</p>
          <p className="mt-3 font-semibold [overflow-wrap:anywhere]">
            <a href={`mailto:${SUPPORT_EMAIL}`} data-testid="support-email" className="hover:underline">
              {SUPPORT_EMAIL.split('@')[0]}@<wbr />
              {SUPPORT_EMAIL.split('@')[1]}
            </a>
          </p>
        </div>
        <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonClass('secondary', 'md', 'shrink-0 border-transparent text-indigo-700')}>
          {m.help_email_support()}
        </a>
      </Card>

      <section aria-labelledby="quick-help-heading">
        <h2 id="quick-help-heading" className="mb-4 text-2xl font-bold text-slate-900">
          {m.help_quick_help()}
        </h2>
        <div className="grid gap-5 sm:grid-cols-3">
          {quickHelp().map((item) => (
            <Card key={item.to} className="flex flex-col p-5">
              <h3 className="font-bold text-slate-900">{item.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{item.text}</p>
              <Link to={item.to} className="mt-auto pt-4 text-sm font-semibold text-indigo-700 hover:underline">
                {m.help_go_to({ title: item.title })} <span aria-hidden="true" className="rtl:inline-block rtl:rotate-180">→</span>
              </Link>
            </Card>
          ))}
        </div>
      </section>

      <div className="grid gap-5 lg:grid-cols-2">
        <Card className="p-5 sm:p-6">
          <section aria-labelledby="student-faq-heading">
            <h2 id="student-faq-heading" className="text-lg font-bold text-slate-900">
              {m.help_for_students()}
            </h2>
            <p className="mb-2 text-sm text-slate-500">{m.help_faq()}</p>
            <FaqList faqs={studentFaqs()} />
          </section>
        </Card>
        <Card className="p-5 sm:p-6">
          <section aria-labelledby="company-faq-heading">
            <h2 id="company-faq-heading" className="text-lg font-bold text-slate-900">
              {m.help_for_companies()}
            </h2>
            <p className="mb-2 text-sm text-slate-500">{m.help_faq()}</p>
            <FaqList faqs={companyFaqs()} />
          </section>
        </Card>
      </div>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card className="p-5 sm:p-6">
          <section aria-labelledby="tips-heading">
            <h2 id="tips-heading" className="text-lg font-bold text-slate-900">
              {m.help_tips_title()}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
              {tips().map((tip) => (
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
              {m.help_response_title()}
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              {responseTimes().map(({ who, when }) => (
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
