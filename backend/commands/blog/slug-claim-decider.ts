// The blog slug claim (stream `blogslug-<slug>`): makes a slug unique across posts, even under concurrent creation.
import type { BlogSlugClaimed } from '../../../domain/events';
import { conflict } from '../../../domain/errors';
import type { Decider } from '../command-handler';

export const blogSlugStream = (slug: string) => `blogslug-${slug.trim().toLowerCase()}`;
export const SLUG_TAKEN = 'A blog post with this slug already exists';

export interface SlugClaimState {
  claimedBy: string | null;
}

/** `orphanedClaimant`: a claimant whose post never got written (a crash between the two appends); its claim may be taken over. */
export type ClaimSlug = { type: 'ClaimSlug'; data: { slug: string; postId: string; orphanedClaimant: string | null } };

export const slugClaimDecider: Decider<SlugClaimState, ClaimSlug, BlogSlugClaimed> = {
  initialState: () => ({ claimedBy: null }),
  evolve: (_state, event) => ({ claimedBy: event.data.postId }),
  decide: (command, state) => {
    if (state.claimedBy !== null && state.claimedBy !== command.data.orphanedClaimant) throw conflict(SLUG_TAKEN);
    return [{ type: 'BlogSlugClaimed', data: { slug: command.data.slug, postId: command.data.postId } }];
  },
};
