// The query data a server pre-render used, handed to the browser in a JSON <script> (data, not code: the CSP allows it)
// so that the SPA hydrates the same page without asking the API again.
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { jsonForScript } from '@domain/site/json-script';
import { isCurrentUserKey } from '@/api/current-user';

const STATE_ELEMENT_ID = 'ifh-prerendered-state';

/** What a pre-rendered page was rendered with: the site's origin, the API's answers and the texts Intl wrote (formatted-texts.ts). */
export interface PrerenderedState {
  origin: string;
  queries: DehydratedState;
  formatted?: Record<string, string>;
}

/** Successful answers, and 404s (so the browser shows 'not found' without asking again); never the session. */
export function prerenderedStateScript(queryClient: QueryClient, origin: string, formatted: Record<string, string> = {}): string {
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      !isCurrentUserKey(query.queryKey) &&
      (query.state.status === 'success' || (query.state.status === 'error' && (query.state.error as { status?: number } | null)?.status === 404)),
  });
  const state: PrerenderedState = { origin, queries, ...(Object.keys(formatted).length ? { formatted } : {}) };
  return `<script type="application/json" id="${STATE_ELEMENT_ID}">${jsonForScript(state)}</script>`;
}

/** The state of a pre-rendered page, or null for a page the browser renders itself. */
export function readPrerenderedState(): PrerenderedState | null {
  const text = document.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PrerenderedState;
  } catch (error) {
    console.warn('Could not read the pre-rendered state', error);
    return null;
  }
}
