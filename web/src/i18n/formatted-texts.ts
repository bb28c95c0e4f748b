// Texts that Intl wrote while the server pre-rendered a page, sent with the page (prerendered-state.ts), so that the
// browser hydrates the same words without making an Intl formatter of its own: a page's first one costs a phone a long
// task (@domain/shared/english-format.ts). Whatever the page formats later is made in the browser as before.

type Texts = Record<string, string>;

/** On the server: the texts of the render under way (entry-server.tsx), if any. */
let recording: () => Texts | undefined = () => undefined;
/** In the browser: the texts the pre-rendered page came with. */
let known: Texts = {};

export const recordFormattedTexts = (current: () => Texts | undefined) => {
  recording = current;
};

export const seedFormattedTexts = (texts: Texts | undefined) => {
  known = texts ?? {};
};

/** The text for `key` (what is formatted, how, in which language): the page's, else made now (and kept with the render). */
export function formatted(key: string, make: () => string): string {
  if (Object.hasOwn(known, key)) return known[key];
  const text = make();
  const texts = recording();
  if (texts) texts[key] = text;
  return text;
}
