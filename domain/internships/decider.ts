// The internship aggregate (stream `internship-<id>`): only an approved company's internship may be posted; it is active once posted.
import { assertNever, type Decider } from '../shared/decider';
import { conflict, forbidden } from '../shared/errors';
import type { InternshipCommand } from './commands';
import type { InternshipEvent } from './events';

export const internshipStream = (internshipId: string) => `internship-${internshipId}`;

export const ONLY_APPROVED_COMPANIES = 'Only approved companies can post internships';
export const INTERNSHIP_NOT_FOUND = 'Internship not found';

export interface InternshipState {
  posted: boolean;
  companyId: string | null;
  isActive: boolean;
}

export const initialInternshipState = (): InternshipState => ({ posted: false, companyId: null, isActive: false });

export function evolveInternship(state: InternshipState, event: InternshipEvent): InternshipState {
  switch (event.type) {
    case 'InternshipPosted':
      return { posted: true, companyId: event.data.companyId, isActive: true };
    default:
      return assertNever(event.type);
  }
}

export function decideInternship(command: InternshipCommand, state: InternshipState): InternshipEvent[] {
  switch (command.type) {
    case 'PostInternship': {
      const { company, ...data } = command.data;
      if (!company.isApprovedCompany) throw forbidden(ONLY_APPROVED_COMPANIES);
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
  snapshot: { name: 'internship', version: 1 },
};
