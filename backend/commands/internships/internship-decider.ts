// The internship aggregate (stream `internship-<id>`): posting; only an approved company (or the system seeder) may post.
import type { InternshipEvent, InternshipPosted } from '../../../domain/events';
import { assertNever } from '../../../domain/events';
import { conflict, forbidden } from '../../../domain/errors';
import type { Decider } from '../command-handler';

export const internshipStream = (internshipId: string) => `internship-${internshipId}`;

export interface InternshipState {
  posted: boolean;
  companyId: string | null;
}

/** `poster`: who asks, with the company's approval folded from its user stream by the command module. */
export type PostInternship = {
  type: 'PostInternship';
  data: InternshipPosted['data'] & { poster: { role: string; companyIsApproved: boolean } };
};
export type InternshipCommand = PostInternship;

export const ONLY_APPROVED_COMPANIES = 'Only approved companies can post internships';

export const initialInternshipState = (): InternshipState => ({ posted: false, companyId: null });

export function evolveInternship(state: InternshipState, event: InternshipEvent): InternshipState {
  switch (event.type) {
    case 'InternshipPosted':
      return { posted: true, companyId: event.data.companyId };
    default:
      return assertNever(event.type);
  }
}

export function decideInternship(command: InternshipCommand, state: InternshipState): InternshipEvent[] {
  switch (command.type) {
    case 'PostInternship': {
      const { poster, ...data } = command.data;
      if (poster.role !== 'system' && poster.role !== 'company') throw forbidden(ONLY_APPROVED_COMPANIES);
      if (!poster.companyIsApproved) throw forbidden(ONLY_APPROVED_COMPANIES);
      if (state.posted) throw conflict('This internship has already been posted');
      return [{ type: 'InternshipPosted', data }];
    }
    default:
      return assertNever(command.type);
  }
}

export const internshipDecider: Decider<InternshipState, InternshipCommand, InternshipEvent> = {
  initialState: initialInternshipState,
  evolve: evolveInternship,
  decide: decideInternship,
};
