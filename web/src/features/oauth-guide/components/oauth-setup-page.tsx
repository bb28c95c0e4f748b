// The /oauth-setup screen, a guide for the site's operators (not linked from the students' menus): how to set up Google,
// Apple and GitHub login, with each redirect URI and environment variables.
import { Fragment } from 'react';
import { Card } from '@/components/ui/card';
import { OAUTH_PROVIDERS, redirectUri, type OAuthProvider } from './oauth-providers';

const codeBox = 'block w-full rounded-lg bg-slate-900 px-3 py-2 font-mono text-xs text-slate-100 sm:text-sm';

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
  return (
    <Card className="min-w-0 p-5 sm:p-6">
      <section aria-labelledby={`${provider.id}-heading`} data-testid={`provider-${provider.id}`} className="grid gap-6 md:grid-cols-2">
        <div className="min-w-0">
          <h2 id={`${provider.id}-heading`} className="text-xl font-bold text-slate-900">{provider.name} Login</h2>
          <p className="mt-1 text-sm text-slate-500">
            Create the app in the{' '}
            <a href={provider.console.href} target="_blank" rel="noreferrer noopener" className="font-medium text-indigo-700 hover:underline">
              {provider.console.label}
            </a>
            .
          </p>
          <ol className="mt-4 list-decimal space-y-1.5 pl-5 text-sm text-slate-700">
            {provider.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <div className="min-w-0 md:pt-1">
          <h3 className="text-sm font-semibold text-slate-900">Redirect URI</h3>
          <code className={`mt-2 [overflow-wrap:anywhere] ${codeBox}`} data-testid={`redirect-${provider.id}`}>
            <BreakableUrl url={redirectUri(origin, provider.id)} />
          </code>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">Environment variables</h3>
          <pre className={`mt-2 overflow-x-auto ${codeBox}`}>{provider.env.map((name) => `${name}=...`).join('\n')}</pre>
          <p className="mt-2 text-xs text-slate-500">The first is the client ID, the second the client secret.</p>
        </div>
      </section>
    </Card>
  );
}

/** `origin`: this site's public address (the router's context), which every redirect URI starts with. */
export function OAuthSetupPage({ origin }: { origin: string }) {
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <header className="text-center">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Guide for site operators</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Social Login Setup for Operators</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">
          This page is for the people who run this site's server. Students and companies have nothing to do here: sign in with
          your e-mail and password.
        </p>
        <p className="mx-auto mt-2 max-w-2xl text-slate-600">
          Sign-in with Google, Apple and GitHub is not set up yet. To offer it, create each provider's app, register the redirect
          URI and set two environment variables per provider on the server.
        </p>
      </header>

      <div className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-900">
        <h2 className="font-semibold">Before you start</h2>
        <p className="mt-1">
          Every redirect URI has the form{' '}
          <code className="font-mono [overflow-wrap:anywhere]">
            <BreakableUrl url={`${origin}/api/auth/{provider}/callback`} />
          </code>
          . Keep client secrets out of the code: set them only as environment variables and restart the server after changing them.
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
