// Command CreateSavedSearch: a student saves a search (POST /api/user/searches); the same search saved again answers the one before.
import { randomUUID } from 'node:crypto';
import { sameSearch, savedSearchesDecider, savedSearchesStream } from '@domain/saved-searches/decider';
import type { SavedSearchQuery } from '@domain/saved-searches/params';
import { searchKey } from '@domain/saved-searches/query';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function saveSearch(
  ctx: CommandContext,
  studentId: string,
  body: { query: SavedSearchQuery; emailDaily: boolean },
): Promise<{ searchId: string; created: boolean; appended: Appended | null }> {
  const searchId = randomUUID();
  const { state, appended } = await handleCommand(ctx, savedSearchesStream(studentId), savedSearchesDecider, {
    type: 'CreateSavedSearch',
    data: { studentId, searchId, query: body.query, emailDaily: body.emailDaily, at: ctx.now().toISOString() },
  });
  const saved = sameSearch(state, searchKey(body.query));
  return { searchId: saved?.id ?? searchId, created: appended !== null, appended };
}
