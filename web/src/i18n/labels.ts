// Labels by value whose words are read from their messages each time they are used (so in the page's language, also
// when the server pre-renders several languages in one process): a Record as before, built from message functions.
export function labelsOf<K extends string>(messages: Record<K, () => string>): Record<K, string> {
  const labels = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[]) Object.defineProperty(labels, key, { get: () => messages[key](), enumerable: true });
  return labels;
}
