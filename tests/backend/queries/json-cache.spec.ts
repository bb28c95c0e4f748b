// Unit: the JSON of read-model documents made once per frozen document: the same bytes as JSON.stringify, of a view too,
// arrays of them, and unfrozen documents never remembered.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { jsonArrayOf, jsonOf, jsonOfView, viewOf } from '@backend/queries/json-cache';

const doc = (n: number) => Object.freeze({ id: `d${n}`, title: `Post ${n} “ünïcode” ✓`, tags: Object.freeze(['a', 'b']), n, secret: 'x' });
const withoutSecret = (d: ReturnType<typeof doc>) => {
  const { secret: _secret, ...view } = d;
  return view;
};

test('jsonOf answers the bytes of JSON.stringify, and the same buffer again for the same frozen document', () => {
  const d = doc(1);
  const first = jsonOf(d);
  assert.is(first.toString('utf8'), JSON.stringify(d));
  assert.is(jsonOf(d), first);
});

test('a view is made once per document; an encoder of the view answers its JSON, once per document', () => {
  const d = doc(2);
  const view = viewOf(d, withoutSecret);
  assert.is(viewOf(d, withoutSecret), view);
  assert.ok(Object.isFrozen(view));
  assert.is(jsonOf(view).toString('utf8'), JSON.stringify(withoutSecret(d)));
  let made = 0;
  const encode = jsonOfView((x: ReturnType<typeof doc>) => (made++, withoutSecret(x)));
  assert.is(encode(d).toString('utf8'), JSON.stringify(withoutSecret(d)));
  assert.is(encode(d), encode(d));
  assert.is(made, 1);
  // Each encoder keeps its own: another view of the same document is not answered with the first one's bytes.
  assert.is(jsonOfView((x: ReturnType<typeof doc>) => ({ only: x.id }))(d).toString('utf8'), '{"only":"d2"}');
});

test('an unfrozen document is encoded each time (another store hands out fresh objects that may change)', () => {
  const d: { id: string; n: number } = { id: 'live', n: 1 };
  assert.is(jsonOf(d).toString('utf8'), '{"id":"live","n":1}');
  d.n = 2;
  assert.is(jsonOf(d).toString('utf8'), '{"id":"live","n":2}');
  const view = viewOf(d, (x) => ({ ...x }));
  d.n = 3;
  assert.is(viewOf(d, (x) => ({ ...x })).n, 3);
  assert.is(view.n, 2);
  const encode = jsonOfView((x: typeof d) => ({ n: x.n }));
  assert.is(encode(d).toString('utf8'), '{"n":3}');
  d.n = 4;
  assert.is(encode(d).toString('utf8'), '{"n":4}');
});

test('property: jsonArrayOf is JSON.stringify of the array, of documents or their views, empty or not', () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 60 }), fc.boolean(), (ns, asViews) => {
      const docs = ns.map(doc);
      const items = asViews ? docs.map((d) => viewOf(d, withoutSecret)) : docs;
      assert.is(jsonArrayOf(items).toString('utf8'), JSON.stringify(items));
      assert.is(jsonArrayOf(docs, jsonOfView(withoutSecret)).toString('utf8'), JSON.stringify(docs.map(withoutSecret)));
    }),
  );
});

test.run();
