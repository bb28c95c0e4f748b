// The API JSON of read-model documents, encoded once per document object: the embedded store's documents are frozen and
// replaced (never changed) on every write, so a document's bytes are computed once; other stores' fresh objects just miss.
const cache = new WeakMap<object, Buffer>();
const views = new WeakMap<object, object>();

/** `make(doc)`, made once per frozen document and frozen itself (so that its JSON is remembered too). */
export function viewOf<D extends object, V extends object>(doc: D, make: (doc: D) => V): V {
  if (!Object.isFrozen(doc)) return make(doc);
  let view = views.get(doc) as V | undefined;
  if (!view) views.set(doc, (view = Object.freeze(make(doc))));
  return view;
}

/** UTF-8 JSON of `view(doc)`, encoded once per frozen document object. */
export function jsonOf<D extends object>(doc: D, view: (doc: D) => unknown = (d) => d): Buffer {
  if (!Object.isFrozen(doc)) return Buffer.from(JSON.stringify(view(doc)));
  let json = cache.get(doc);
  if (json === undefined) cache.set(doc, (json = Buffer.from(JSON.stringify(view(doc)))));
  return json;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** A JSON array of documents, each through jsonOf (bytes are copied, never encoded again). */
export function jsonArrayOf<D extends object>(docs: readonly D[], view?: (doc: D) => unknown): Buffer {
  const parts: Buffer[] = [OPEN];
  docs.forEach((d, i) => parts.push(...(i ? [COMMA] : []), jsonOf(d, view)));
  parts.push(CLOSE);
  return Buffer.concat(parts);
}
