// The 'Stay Updated' box: an e-mail field and a Subscribe button; SPEC §5 gives it no action, so a toast says it is coming.
import { m } from '@/paraglide/messages.js';
import { toast } from '@/lib/toast';

export function SubscribeBox() {
  return (
    <section aria-labelledby="subscribe-heading" className="rounded-2xl border border-indigo-100 bg-indigo-50 p-6 sm:p-8">
      <div className="grid gap-5 lg:grid-cols-[1fr_minmax(0,26rem)] lg:items-center">
        <div>
          <h2 id="subscribe-heading" className="text-xl font-bold text-slate-900">{m.blog_stay_updated()}</h2>
          <p className="mt-1 text-sm text-slate-600">{m.blog_stay_updated_text()}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor="subscribe-email" className="sr-only">{m.blog_email_label()}</label>
          <input
            id="subscribe-email"
            type="email"
            placeholder={m.blog_email_placeholder()}
            autoComplete="email"
            className="block h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none"
          />
          <button
            type="button"
            onClick={() => toast({ title: m.blog_coming_soon(), description: m.blog_coming_soon_text() })}
            className="inline-flex h-11 shrink-0 items-center justify-center rounded-xl bg-indigo-600 px-5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {m.blog_subscribe()}
          </button>
        </div>
      </div>
    </section>
  );
}
