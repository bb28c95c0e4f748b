// The company request aggregate (stream `companyrequest-<id>`): submitted once as pending, decided once by the machine.
import { assertNever, type Decider } from '../shared/decider';
import { conflict, invalid, notFound } from '../shared/errors';
import type { CompanyRequestCommand } from './commands';
import { DEFAULT_ADMIN_NOTES, REJECTION_NEEDS_NOTE } from './constants';
import { companyRequestCan, type CompanyRequestMachineState } from './company-request-machine';
import type { CompanyRequestEvent } from './events';

export const companyRequestStream = (requestId: string) => `companyrequest-${requestId}`;
export const COMPANY_REQUEST_NOT_FOUND = 'Company request not found';
export const ALREADY_DECIDED = 'This company request has already been decided';
export { REJECTION_NEEDS_NOTE } from './constants';

export interface CompanyRequestState {
  status: CompanyRequestMachineState;
  companyId: string | null;
}

export const initialCompanyRequestState = (): CompanyRequestState => ({ status: 'none', companyId: null });

export function evolveCompanyRequest(state: CompanyRequestState, event: CompanyRequestEvent): CompanyRequestState {
  switch (event.type) {
    case 'CompanyRequestSubmitted':
      return { status: 'pending', companyId: event.data.companyId };
    case 'CompanyRequestApproved':
      return { ...state, status: 'approved' };
    case 'CompanyRequestRejected':
      return { ...state, status: 'rejected' };
    default:
      return assertNever(event);
  }
}

export function decideCompanyRequest(command: CompanyRequestCommand, state: CompanyRequestState): CompanyRequestEvent[] {
  switch (command.type) {
    case 'SubmitCompanyRequest':
      if (!companyRequestCan(state.status, 'SUBMIT')) throw conflict('This company request already exists');
      return [{ type: 'CompanyRequestSubmitted', data: command.data }];
    case 'DecideCompanyRequest': {
      if (state.status === 'none' || !state.companyId) throw notFound(COMPANY_REQUEST_NOT_FOUND);
      const { requestId, decision, reviewedBy, adminNotes, at } = command.data;
      if (!companyRequestCan(state.status, decision === 'approved' ? 'APPROVE' : 'REJECT')) throw conflict(ALREADY_DECIDED);
      if (decision === 'rejected' && !adminNotes?.trim()) throw invalid(REJECTION_NEEDS_NOTE, { adminNotes: REJECTION_NEEDS_NOTE });
      // SPEC §4: an approval without a note carries the standard one (the check button sends none).
      const data = { requestId, companyId: state.companyId, reviewedBy, adminNotes: adminNotes || DEFAULT_ADMIN_NOTES[decision], reviewedAt: at };
      return [decision === 'approved' ? { type: 'CompanyRequestApproved', data } : { type: 'CompanyRequestRejected', data }];
    }
    default:
      return assertNever(command);
  }
}

export const companyRequestDecider: Decider<CompanyRequestState, CompanyRequestCommand, CompanyRequestEvent> = {
  initialState: initialCompanyRequestState,
  evolve: evolveCompanyRequest,
  decide: decideCompanyRequest,
  snapshot: { name: 'companyrequest', version: 1 },
};
