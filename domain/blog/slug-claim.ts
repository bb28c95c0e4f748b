// The blog slug claim (stream `blogslug-<slug>`): a slug is well-formed and unique across posts, even under concurrent creation.
import type { Decider } from '../shared/decider';
import { conflict, invalid } from '../shared/errors';
import type { ClaimSlug } from './commands';
import type { BlogSlugClaimed } from './events';

export const blogSlugStream = (slug: string) => `blogslug-${slug.trim().toLowerCase()}`;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BAD_SLUG = 'Slug may contain lowercase letters, digits and dashes only';
export const SLUG_TAKEN = 'A blog post with this slug already exists';

export interface SlugClaimState {
  claimedBy: string | null;
}

export const slugClaimDecider: Decider<SlugClaimState, ClaimSlug, BlogSlugClaimed> = {
  initialState: () => ({ claimedBy: null }),
  evolve: (_state, event) => ({ claimedBy: event.data.postId }),
  decide: (command, state) => {
    if (!SLUG_PATTERN.test(command.data.slug)) throw invalid(BAD_SLUG, { slug: BAD_SLUG });
    if (state.claimedBy !== null && state.claimedBy !== command.data.orphanedClaimant) throw conflict(SLUG_TAKEN);
    return [{ type: 'BlogSlugClaimed', data: { slug: command.data.slug, postId: command.data.postId } }];
  },
};
