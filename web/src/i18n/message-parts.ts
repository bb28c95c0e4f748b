// Splits a message around the one element it holds (a name in bold, a link, an address), so each language puts it where
// it goes; shared by the features whose sentences hold a link or a name.
export const PART = '\u0000';

/** The text before and after `PART` in a message made with it, e.g. `around(m.key({ name: PART }))`. */
export function around(text: string): [before: string, after: string] {
  const at = text.indexOf(PART);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + PART.length)];
}
