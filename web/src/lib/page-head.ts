// A route's `head` from the shared page texts (domain/site/page-meta.ts): the same title and description the server
// puts in the HTML, so the browser's title follows client-side navigation. The texts load with the first navigation,
// not in the first download (the server already sent the first page's head): `head` may answer later.
import type { PageMeta } from '@domain/site/page-meta';

type PageTexts = typeof import('@domain/site/page-meta');
const pageTexts = (): Promise<PageTexts> => import('@domain/site/page-meta');

/** The head of the page whose words `pick` chooses from the page texts: its title and description. */
export const headOf = async (pick: (texts: PageTexts) => PageMeta) => {
  const texts = await pageTexts();
  const meta = pick(texts);
  return { meta: [{ title: texts.documentTitle(meta) }, { name: 'description', content: meta.description }] };
};

/** A private page's `head`: its title only (private pages are not described to search engines). */
export const titled = async (title: string) => ({ meta: [{ title: (await pageTexts()).documentTitle({ title, description: '' }) }] });
