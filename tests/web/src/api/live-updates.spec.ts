// What a live event makes stale: a message its thread and the unread counts; an application change also the student's
// applications and the company's applicants — and nothing else.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { refreshFor } from '@/api/live-updates';

const KEYS = [['threads', 'a-1'], ['threads', 'a-2'], ['unread-messages'], ['applications', 'mine'], ['own-company', 'applications', 'i-1'], ['interviews', 'a-1'], ['interviews', 'a-2'], ['completion', 'a-1'], ['internships', 'list']];

async function staleAfter(kind: 'message' | 'application') {
  const client = new QueryClient();
  for (const key of KEYS) client.setQueryData(key, 'x');
  await refreshFor(client, kind, 'a-1');
  return KEYS.filter((key) => client.getQueryState(key)?.isInvalidated).map((k) => k.join('/'));
}

test('a message: its thread and the unread counts', async () => {
  assert.equal(await staleAfter('message'), ['threads/a-1', 'unread-messages']);
});

test("an application's change: also the student's applications, the company's applicants, its interviews and its completion", async () => {
  assert.equal(await staleAfter('application'), ['threads/a-1', 'unread-messages', 'applications/mine', 'own-company/applications/i-1', 'interviews/a-1', 'completion/a-1']);
});

test('a hidden page marks the thread stale without reading it (reading would mark its messages read)', async () => {
  const client = new QueryClient();
  let reads = 0;
  const watching = new QueryObserver(client, { queryKey: ['threads', 'a-1'], queryFn: async () => (reads += 1), staleTime: Infinity });
  const stop = watching.subscribe(() => undefined);
  await watching.refetch();
  const before = reads;
  await refreshFor(client, 'message', 'a-1', true);
  assert.is(reads, before, 'not read while hidden');
  assert.ok(client.getQueryState(['threads', 'a-1'])?.isInvalidated, 'stale, for when the reader comes back');
  await refreshFor(client, 'message', 'a-1', false);
  assert.is(reads, before + 1, 'read again while shown');
  stop();
});

test.run();
