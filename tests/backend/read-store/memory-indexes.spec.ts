// The in-memory hash and word indexes keep several ids under a key in an array while a build adds them and as a Set once
// they are looked up or removed from: whatever the order of adds, removals and lookups, a lookup answers what a scan would.
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { HashIndex, idsOf, TextIndex } from '@backend/read-store/memory-indexes';

type Doc = { id: string; tags: string[]; text: string };
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

test.run();
