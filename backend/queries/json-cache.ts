// The API JSON of read-model documents, remembered per document object: the embedded store's documents are frozen and
// replaced (never changed) on every write, so a document's JSON is computed once; other stores' fresh objects just miss.
const cache = new WeakMap<object, string>();

/** JSON of `view(doc)`, computed once per frozen document object. */
export function jsonOf<D extends object>(doc: D, view: (doc: D) => unknown): string {
  if (!Object.isFrozen(doc)) return JSON.stringify(view(doc));
  let json = cache.get(doc);
  if (json === undefined) cache.set(doc, (json = JSON.stringify(view(doc))));
  return json;
}

/** A JSON array of documents, each through jsonOf. */
export const jsonArrayOf = <D extends object>(docs: readonly D[], view: (doc: D) => unknown): string => `[${docs.map((d) => jsonOf(d, view)).join(',')}]`;

const views = new WeakMap<object, object>();

/** `make(doc)`, made once per frozen document and frozen itself (so that its JSON is remembered too). */
export function viewOf<D extends object, V extends object>(doc: D, make: (doc: D) => V): V {
  if (!Object.isFrozen(doc)) return make(doc);
  let view = views.get(doc) as V | undefined;
  if (!view) views.set(doc, (view = Object.freeze(make(doc))));
  return view;
}
