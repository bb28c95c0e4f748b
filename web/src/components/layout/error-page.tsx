// Shown when a route fails to load (e.g. the server is unreachable): the message and a way to retry.
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { m } from '@/paraglide/messages.js';

export function ErrorPage({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : m.errors_message();
  return (
    <Card role="alert" className="mx-auto w-full max-w-lg p-8 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{m.errors_title()}</h1>
      <p className="mt-2 break-words text-slate-500">{message}</p>
      <button type="button" onClick={() => window.location.reload()} className={buttonClass('primary', 'md', 'mt-6')}>
        {m.errors_try_again()}
      </button>
    </Card>
  );
}
