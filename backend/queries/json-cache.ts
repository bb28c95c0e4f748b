// The API JSON of read-model documents, encoded once per document object: the embedded store's documents are frozen and
// replaced (never changed) on every write, so a document's bytes are computed once; other stores' fresh objects just miss.
// The remembered one is looked up first: only a document not seen before is asked whether it is frozen, which V8 answers
// by reading each of its properties (about 0.3 µs for an internship, 0.4 µs for its view: 35 µs of a page of 50).
const cache = new WeakMap<object, Buffer>();
const views = new WeakMap<object, object>();

/** `make(doc)`, made once per frozen document and frozen itself (so that its JSON is remembered too). */
export function viewOf<D extends object, V extends object>(doc: D, make: (doc: D) => V): V {
  let view = views.get(doc) as V | undefined;
  if (view) return view;
  if (!Object.isFrozen(doc)) return make(doc);
  views.set(doc, (view = Object.freeze(make(doc))));
  return view;
}

/** UTF-8 JSON of the document, encoded once per frozen document object. */
export function jsonOf(doc: object): Buffer {
  let json = cache.get(doc);
  if (json) return json;
  json = Buffer.from(JSON.stringify(doc));
  if (Object.isFrozen(doc)) cache.set(doc, json);
  return json;
}

/**
 * The encoder of one view of documents: the UTF-8 JSON of `view(doc)`, made once per frozen document, in a map of its own
 * (one lookup a document, where a view and then its JSON would take two: about 0.2 µs each in maps this large).
 */
export function jsonOfView<D extends object>(view: (doc: D) => unknown): (doc: D) => Buffer {
  const made = new WeakMap<D, Buffer>();
  return (doc) => {
    let json = made.get(doc);
    if (json) return json;
    json = Buffer.from(JSON.stringify(view(doc)));
    if (Object.isFrozen(doc)) made.set(doc, json);
    return json;
  };
}

const OPEN = 0x5b; // [
const COMMA = 0x2c; // ,
const CLOSE = 0x5d; // ]

/**
 * A JSON array of documents, each through `encode` (jsonOf or a jsonOfView: bytes are copied, never encoded again), into
 * one buffer of the right size (Buffer.concat over a page's hundred parts cost 20 µs of copying calls; this copies each once).
 */
export function jsonArrayOf<D extends object>(docs: readonly D[], encode: (doc: D) => Buffer = jsonOf): Buffer {
  const parts = docs.map((d) => encode(d));
  let length = 2 + Math.max(0, parts.length - 1);
  for (const part of parts) length += part.length;
  const out = Buffer.allocUnsafe(length);
  out[0] = OPEN;
  let at = 1;
  parts.forEach((part, i) => {
    if (i > 0) out[at++] = COMMA;
    out.set(part, at);
    at += part.length;
  });
  out[at] = CLOSE;
  return out;
}
