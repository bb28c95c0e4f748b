// A saved search's query as kept and shown (no zod here: the SPA's dashboard reads it too): exactly the filter parameters of
// GET /api/internships, as the search page's URL has them (strings); its address back to /search and its words.

export const SAVED_SEARCH_PARAMS = ['q', 'location', 'type', 'skills', 'minStipend', 'maxStipend', 'currency', 'paid', 'minWeeks', 'maxWeeks', 'maxHours', 'schedule', 'country', 'sort'] as const;
export type SavedSearchParam = (typeof SAVED_SEARCH_PARAMS)[number];
export type SavedSearchQuery = Partial<Record<SavedSearchParam, string>>;

const KNOWN: ReadonlySet<string> = new Set(SAVED_SEARCH_PARAMS);
export const isSavedSearchParam = (name: string): name is SavedSearchParam => KNOWN.has(name);
export const unknownFilterMessage = (name: string) => `Unknown search filter: ${name.slice(0, 40)}`;

/** The query in its stored form: known parameters only, in their fixed order, trimmed, lists comma-joined, empty ones left out. */
export function normalizeQuery(raw: Readonly<Record<string, unknown>>): SavedSearchQuery {
  const query: SavedSearchQuery = {};
  for (const name of SAVED_SEARCH_PARAMS) {
    const value = raw[name];
    const text = Array.isArray(value)
      ? value.map((v) => String(v).trim()).filter(Boolean).join(',')
      : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value).trim()
        : '';
    if (text) query[name] = text;
  }
  return query;
}

/** The search page's address for these filters (`/search?q=…&skills=…`). */
export function searchPath(query: SavedSearchQuery | null): string {
  const params = new URLSearchParams();
  for (const name of SAVED_SEARCH_PARAMS) if (query?.[name]) params.set(name, query[name]);
  const text = params.toString();
  return text ? `/search?${text}` : '/search';
}

/** A language's words for a search's filters (the dashboard's and the alert e-mail's): each filter's value in a few words. */
export interface QueryWords {
  /** A filter's words ('' leaves it out); `query` gives the others (a stipend's currency). */
  labels: Partial<Record<SavedSearchParam, (value: string, query: SavedSearchQuery) => string>>;
  /** The empty search. */
  all: string;
}

/** English: the words the dashboard and the e-mail have always used. */
export const ENGLISH_QUERY_WORDS: QueryWords = {
  labels: {
    q: (v) => `“${v}”`,
    location: (v) => `in ${v}`,
    type: (v) => v,
    skills: (v) => `skills: ${v.split(',').join(', ')}`,
    minStipend: (v, q) => `stipend from ${v} ${q.currency ?? 'INR'} a month`,
    maxStipend: (v, q) => `stipend up to ${v} ${q.currency ?? 'INR'} a month`,
    paid: (v) => (v === 'true' ? 'paid only' : ''),
    minWeeks: (v) => `at least ${v} weeks`,
    maxWeeks: (v) => `at most ${v} weeks`,
    maxHours: (v) => `up to ${v} hours a week`,
    schedule: (v) => v,
    country: (v) => `country ${v}`,
  },
  all: 'All internships',
};

/** The search in a few words, for the dashboard and the e-mail ('“design” · in Delhi · remote'); 'All internships' when empty. */
export function describeQuery(query: SavedSearchQuery | null, words: QueryWords = ENGLISH_QUERY_WORDS): string {
  const parts = SAVED_SEARCH_PARAMS.flatMap((name) => {
    const value = query?.[name];
    const label = value ? words.labels[name]?.(value, query ?? {}) : '';
    return label ? [label] : [];
  });
  return parts.length ? parts.join(' · ') : words.all;
}
