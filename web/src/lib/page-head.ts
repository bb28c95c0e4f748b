// A route's `head` from the shared page texts (domain/site/page-meta.ts): the same title and description the server
// puts in the HTML, so the browser's title follows client-side navigation.
import { documentTitle, type PageMeta } from '@domain/site/page-meta';

export const headOf = (meta: PageMeta) => ({
  meta: [{ title: documentTitle(meta) }, { name: 'description', content: meta.description }],
});

/** A private page's `head`: its title only (private pages are not described to search engines). */
export const titled = (title: string) => ({ meta: [{ title: documentTitle({ title, description: '' }) }] });
