// Entry point of the SPA: hydrates the page the server pre-rendered for a visitor (same components, same data), or
// renders into an empty #root (signed-in users, pages the server does not pre-render).
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { readPrerenderedState } from '@/lib/prerendered-state';
import { seedFormattedTexts } from '@/i18n/formatted-texts';
import { currentUserQueryOptions } from '@/api/current-user';
import { hasSignedInHint } from '@/api/signed-in-hint';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { App } from './app';
import { createAppRouter, keepScrollOf } from './router';
import { loadLanguageMenu } from '@/components/layout/app-shell';
import './styles.css';

declare global {
  interface Window {
    /** A button tapped or a form sent before hydration (public/app-loader.js). */
    __ifhEarlyAction?: HTMLButtonElement | HTMLFormElement;
  }
}

/** Whether React has hydrated this element (its props are attached): parts of a page hydrate a little later. */
const hydratedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** Once React has hydrated the page: its fields become editable, and the button tapped or the form sent before is replayed. */
function replayEarlyInput(container: HTMLElement) {
  container.removeAttribute('data-prerendered');
  const started = performance.now();
  const replay = () => {
    const action = window.__ifhEarlyAction;
    const held = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[data-held-until-hydrated]')];
    const waiting = [...held, ...(action ? [action] : [])].some((el) => !hydratedByReact(el));
    if (waiting && performance.now() - started < 5000) return void window.setTimeout(replay, 50);
    for (const field of held) {
      field.readOnly = false;
      field.removeAttribute('data-held-until-hydrated');
    }
    window.__ifhEarlyAction = undefined;
    if (!action?.isConnected) return;
    if (action instanceof HTMLFormElement) action.requestSubmit();
    else action.click();
  };
  replay();
}

/**
 * Cut into short tasks (evaluate the code, create the router, load the route, hydrate) with the browser free to paint
 * and answer a tap between them: on a slow phone one long task would freeze the page for a noticeable moment. An async
 * function, not top-level await: the route chunks import from the chunk this module is in, and a module still awaiting
 * at its top level would make them wait for it, and it for them.
 */
async function boot() {
  const queryClient = createQueryClient();
  const container = document.getElementById('root')!;
  const signedIn = hasSignedInHint();
  // Without the server's hint there is no session: the visitor is known at once, with no request.
  if (!signedIn) queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
  // With it, the session first: its request is already on its way (public/early-session.js), and every page needs it.
  else void queryClient.prefetchQuery(currentUserQueryOptions());
  const prerendered = signedIn ? null : readPrerenderedState();
  // The words Intl wrote on the server: hydration prints them without making a formatter (a long task on a phone).
  seedFormattedTexts(prerendered?.formatted);
  await yieldToBrowser();
  const router = createAppRouter(
    queryClient,
    prerendered?.origin ?? window.location.origin,
    prerendered ? { scrollRestoration: keepScrollOf(window.location.pathname + window.location.search + window.location.hash) } : undefined,
  );
  if (!prerendered || !container.firstElementChild) {
    createRoot(container).render(<App queryClient={queryClient} router={router} />);
    return;
  }
  hydrate(queryClient, prerendered.queries);
  // The server rendered without the router's outer Suspense boundaries; the browser's first render must match it.
  router.ssr = { manifest: undefined };
  await yieldToBrowser();
  // Runs the route's loaders against the hydrated cache and loads its code-split chunks, so the first render is the page
  // (with the language menu the server drew).
  await Promise.all([router.load(), loadLanguageMenu()]);
  await yieldToBrowser();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the page in one long task.
  startTransition(() => {
    // From here on the SPA answers clicks, keys and form submissions; what was typed, and a button tapped or a form sent
    // before (app-loader.js remembered it), is taken in now.
    hydrateRoot(container, <App queryClient={queryClient} router={router} onReady={() => replayEarlyInput(container)} />);
  });
}

void boot();
