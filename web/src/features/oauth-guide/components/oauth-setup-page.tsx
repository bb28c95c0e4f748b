// The /oauth-setup screen, a guide for the site's operators (not linked from the students' menus): how to set up Google,
// Apple and GitHub login, with each redirect URI and environment variables.
import { m } from '@/paraglide/messages.js';
import { Fragment } from 'react';
import { Card } from '@/components/ui/card';
import { OAUTH_PROVIDERS, redirectUri, type OAuthProvider } from './oauth-providers';
import { PART, around } from '@/i18n/message-parts';

// Code reads left to right in every language (Urdu's pages too).
const codeBox = 'block w-full rounded-lg bg-slate-900 px-3 py-2 font-mono text-xs text-slate-100 [direction:ltr] sm:text-sm';

/** A URL that may wrap after each '/' on narrow screens (and anywhere only when a part alone is too long). */
function BreakableUrl({ url }: { url: string }) {
  const parts = url.split('/');
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? (
            <>
              /<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}

function ProviderCard({ provider, origin }: { provider: OAuthProvider; origin: string }) {
  const [consoleBefore, consoleAfter] = around(m.oauth_create_app_in({ console: PART }));
  return (
    <Card className="min-w-0 p-5 sm:p-6">
      <section aria-labelledby={`${provider.id}-heading`} data-testid={`provider-${provider.id}`} className="grid gap-6 md:grid-cols-2">
        <div className="min-w-0">
          <h2 id={`${provider.id}-heading`} className="text-xl font-bold text-slate-900">{m.oauth_provider_login({ provider: provider.name })}</h2>
          <p className="mt-1 text-sm text-slate-500">
            {consoleBefore}
            <a href={provider.console.href} target="_blank" rel="noreferrer noopener" className="font-medium text-indigo-700 hover:underline">
              {provider.console.label}
            </a>
            {consoleAfter}
          </p>
          <ol className="mt-4 list-decimal space-y-1.5 ps-5 text-sm text-slate-700">
            {provider.steps().map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <div className="min-w-0 md:pt-1">
          <h3 className="text-sm font-semibold text-slate-900">{m.oauth_redirect_uri()}</h3>
          <code className={`mt-2 [overflow-wrap:anywhere] ${codeBox}`} data-testid={`redirect-${provider.id}`}>
            <BreakableUrl url={redirectUri(origin, provider.id)} />
          </code>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">{m.oauth_env_vars()}</h3>
          <pre className={`mt-2 overflow-x-auto ${codeBox}`}>{provider.env.map((name) => `${name}=...`).join('\n')}</pre>
          <p className="mt-2 text-xs text-slate-500">{m.oauth_env_note()}</p>
        </div>
      </section>
    </Card>
  );
}

/** `origin`: this site's public address (the router's context), which every redirect URI starts with. */
export function OAuthSetupPage({ origin }: { origin: string }) {
  const [formBefore, formAfter] = around(m.oauth_uri_form({ uri: PART }));
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <header className="text-center">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{m.oauth_kicker()}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{m.oauth_title()}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">
          {m.oauth_intro_operators()}
        </p>
        <p className="mx-auto mt-2 max-w-2xl text-slate-600">
          {m.oauth_intro_not_set_up()}
        </p>
      </header>

      <div className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-900">
        <h2 className="font-semibold">{m.oauth_before_you_start()}</h2>
        <p className="mt-1">
          {formBefore}
          <code className="font-mono [direction:ltr] [overflow-wrap:anywhere] [unicode-bidi:isolate]">
            <BreakableUrl url={`${origin}/api/auth/{provider}/callback`} />
          </code>
          {formAfter}
        </p>
      </div>

      <div className="space-y-5">
        {OAUTH_PROVIDERS.map((provider) => (
          <ProviderCard key={provider.id} provider={provider} origin={origin} />
        ))}
      </div>
    </div>
  );
}
