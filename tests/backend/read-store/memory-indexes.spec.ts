// The in-memory hash and word indexes keep several ids under a key in an array while a build adds them and as a Set once
// they are looked up or removed from: whatever the order of adds, removals and lookups, a lookup answers what a scan would.
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { HashIndex, idsOf, SortedIndex, TextIndex } from '@backend/read-store/memory-indexes';
import { bitsOf, Slots } from '@backend/read-store/memory-bitmaps';
import { compareBy } from '@backend/read-store/read-store';

type Doc = { id: string; tags: string[]; text: string };
type SortedDoc = { id: string; v: number };
const TAGS = ['a', 'b', 'c'];
const WORDS = ['data', 'art', 'code', 'Data'];

const op = fc.oneof(
  fc.record({ kind: fc.constant('put' as const), id: fc.constantFrom('1', '2', '3', '4', '5'), tags: fc.array(fc.constantFrom(...TAGS), { maxLength: 4 }), words: fc.array(fc.constantFrom(...WORDS), { maxLength: 5 }) }),
  fc.record({ kind: fc.constant('delete' as const), id: fc.constantFrom('1', '2', '3', '4', '5') }),
  fc.record({ kind: fc.constant('lookup' as const), tag: fc.constantFrom(...TAGS), word: fc.constantFrom('data', 'art', 'cod', 'zzz') }),
);

const sorted = (ids: Iterable<string>) => [...new Set(ids)].sort();

test('property: hash and word lookups answer what a scan of the documents answers, through adds, removals and lookups in any order', () => {
  fc.assert(
    fc.property(fc.array(op, { maxLength: 40 }), fc.boolean(), (ops, buildFirst) => {
      const docs = new Map<string, Doc>();
      let hash = new HashIndex('tags');
      let text = new TextIndex('text');
      // Indexes declared on an empty collection get every document one by one; declared late, they are built in one pass.
      let live = buildFirst;
      const check = (tag: string, word: string) => {
        const byTag = sorted(idsOf(hash.lookup([tag])));
        assert.equal(byTag, sorted([...docs.values()].filter((d) => d.tags.includes(tag)).map((d) => d.id)));
        const byWord = text.lookup(word);
        assert.equal(sorted(byWord ? idsOf(byWord) : []), sorted([...docs.values()].filter((d) => d.text.toLowerCase().includes(word)).map((d) => d.id)));
      };
      for (const o of ops) {
        if (!live && o.kind === 'lookup') {
          hash = new HashIndex('tags');
          text = new TextIndex('text');
          for (const d of docs.values()) {
            hash.add(d);
            text.add(d);
          }
          live = true;
        }
        if (o.kind === 'lookup') check(o.tag, o.word);
        else {
          const old = docs.get(o.id);
          if (old && live) {
            hash.remove(old);
            text.remove(old);
          }
          docs.delete(o.id);
          if (o.kind === 'put') {
            const doc = { id: o.id, tags: o.tags, text: o.words.join(' ') };
            docs.set(o.id, doc);
            if (live) {
              hash.add(doc);
              text.add(doc);
            }
          }
        }
      }
      if (live) for (const tag of TAGS) check(tag, 'data');
    }),
    { numRuns: 500 },
  );
});


test('property: a sorted index lists the documents of a bitmap in its order past a cursor, by their positions or, while those are not made, by comparing them; a walk finds the same', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 200, max: 400 }),
      fc.array(fc.nat(), { maxLength: 8 }),
      fc.boolean(),
      fc.option(fc.nat()),
      fc.boolean(),
      (n, picks, descending, afterPick, positionsFirst) => {
        const docs = new Map<string, SortedDoc>();
        const slots = new Slots();
        for (let i = 0; i < n; i++) {
          const doc = { id: `d${i}`, v: i % 17 };
          docs.set(doc.id, doc);
          slots.take(doc.id);
        }
        const index = new SortedIndex({ v: 1 }, docs, slots);
        // Every document at once makes the positions (many matches); without it, few matches are compared instead.
        if (positionsFirst) index.idsIn(bitsOf([...docs.keys()].map((id) => slots.of(id)!)), 1);
        const bits = bitsOf(picks.map((p) => slots.of(`d${p % n}`)!));
        const direction = descending ? -1 : 1;
        const at = afterPick === null ? undefined : docs.get(`d${afterPick % n}`)!;
        const order = compareBy({ v: direction, id: direction });
        const expected = [...docs.values()]
          .filter((d) => bits.has(slots.of(d.id)!) && (!at || order(d, at) > 0))
          .sort(order)
          .map((d) => d.id);
        assert.equal(index.idsIn(bits, direction, at), expected);
        const walked: string[] = [];
        index.walkBits(direction, at, bits, (id) => (walked.push(id), false));
        assert.equal(walked, expected);
      },
    ),
  );
});

test.run();
