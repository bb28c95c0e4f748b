// The blog slug claim (stream `blogslug-<slug>`): a slug is well-formed and unique across posts, even under concurrent creation.
import { claimIsStale } from '../shared/claims';
import type { Decider } from '../shared/decider';
import { conflict, invalid } from '../shared/errors';
import type { SlugClaimCommand } from './commands';
import type { SlugClaimEvent } from './events';

export const normalizedSlug = (slug: string) => slug.trim().toLowerCase();
export const blogSlugStream = (slug: string) => `blogslug-${normalizedSlug(slug)}`;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BAD_SLUG = 'Slug may contain lowercase letters, digits and dashes only';
export const SLUG_TAKEN = 'A blog post with this slug already exists';

export interface SlugClaimState {
  claimedBy: string | null;
}

export const slugClaimDecider: Decider<SlugClaimState, SlugClaimCommand, SlugClaimEvent> = {
  initialState: () => ({ claimedBy: null }),
  evolve: (_state, event) => ({ claimedBy: event.type === 'BlogSlugClaimed' ? event.data.postId : null }),
  decide: (command, state) => {
    if (command.type === 'ReleaseSlug')
      return state.claimedBy === command.data.postId ? [{ type: 'BlogSlugReleased', data: command.data }] : [];
    if (!SLUG_PATTERN.test(command.data.slug)) throw invalid(BAD_SLUG, { slug: BAD_SLUG });
    if (state.claimedBy === command.data.postId) return [];
    if (state.claimedBy !== null && state.claimedBy !== command.data.orphanedClaimant) throw conflict(SLUG_TAKEN);
    return [{ type: 'BlogSlugClaimed', data: { slug: command.data.slug, postId: command.data.postId } }];
  },
};

/** A slug claim stream as a command read it. */
export interface SlugClaimAsRead {
  /** The post holding the slug (the stream folded; null: never claimed, or released). */
  claimedBy: string | null;
  /** When the stream's last event was written (its envelope's time; null: the stream is empty). */
  lastAt: string | null;
  /** The holder's post stream (null when nobody holds the slug): whether it was ever written. */
  holder: { written: boolean } | null;
}

/**
 * The holder of an orphaned slug claim, which a new post may take over (null: free, or held for good): its post stream was
 * never written (a crash between the two appends of a creation) and the claim is older than a minute (domain/shared/claims.ts).
 */
export const orphanedSlugClaimant = (claim: SlugClaimAsRead, now: Date): string | null =>
  claim.claimedBy && claimIsStale(claim.lastAt, now) && !claim.holder?.written ? claim.claimedBy : null;
