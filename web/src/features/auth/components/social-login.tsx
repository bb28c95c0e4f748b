// Social login entries (Google, Apple, GitHub), shown only for the providers the server has set up (GET
// /api/auth/providers; none: no buttons and no 'or continue with'). Each asks /api/auth/{provider} first and follows it
// only when the server offers it; otherwise (404) a toast says so and the visitor stays on the form.
import { m } from '@/paraglide/messages.js';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { authProvidersQueryOptions } from '../api/auth-providers';

const providers = [
  { id: 'google', name: 'Google' },
  { id: 'apple', name: 'Apple' },
  { id: 'github', name: 'GitHub' },
] as const;

async function continueWith(provider: string) {
  const href = `/api/auth/${provider}`;
  const res = await fetch(href, { credentials: 'same-origin', redirect: 'manual' }).catch(() => null);
  if (res && (res.type === 'opaqueredirect' || res.ok)) {
    window.location.assign(href);
    return;
  }
  const message = res ? ((await res.json().catch(() => null)) as { message?: string } | null)?.message : undefined;
  toast({
    title: message ?? m.auth_social_unavailable(),
    description: m.auth_social_use_password(),
    variant: 'destructive',
  });
}

export function SocialLogin() {
  const [pending, setPending] = useState<string | null>(null);
  const { data } = useQuery(authProvidersQueryOptions());
  const configured = providers.filter((p) => data?.providers.includes(p.id));
  if (configured.length === 0) return null;
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-600 uppercase">
        <span className="h-px flex-1 bg-slate-200" />
        {m.auth_or_continue_with()}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className={`mt-4 grid gap-2 ${configured.length === 1 ? 'grid-cols-1' : configured.length === 2 ? 'grid-cols-2' : 'grid-cols-3'}`}>
        {configured.map((p) => (
          <button
            key={p.id}
            type="button"
            aria-label={m.auth_continue_with({ provider: p.name })}
            aria-busy={pending === p.id}
            disabled={pending !== null}
            onClick={() => {
              setPending(p.id);
              void continueWith(p.id).finally(() => setPending(null));
            }}
            className="flex items-center justify-center rounded-xl border border-slate-300 bg-white px-2 py-2.5 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-70"
          >
            {p.name}
          </button>
        ))}
      </div>
    </div>
  );
}
