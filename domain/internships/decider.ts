// The internship aggregate (stream `internship-<id>`): posted by an approved company; edited, closed and reopened by its own
// company (or an admin); deleted by an admin, after which it is gone. No posting asks students for money, and none puts
// under-18s in hazardous work or long weeks outside the holidays (DESIGN.md §4.2).
import { assertNever, type Decider } from '../shared/decider';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import { audienceProblems, type Audience } from './audience-rules';
import type { InternshipCommand } from './commands';
import type { InternshipChanges, InternshipEvent } from './events';
import { ASKS_FOR_MONEY, feeProblems } from './fee-check';
import { NO_DATES, REOPEN_AFTER_DEADLINE, dateProblems, datesAfter, deadlinePassed, editDateProblems, type PostingDates } from './deadlines';

export const internshipStream = (internshipId: string) => `internship-${internshipId}`;

export const ONLY_APPROVED_COMPANIES = 'Only approved companies can post internships. Your company is still under review: an admin decides within 24-48 hours.';
export const INTERNSHIP_NOT_FOUND = 'Internship not found';
export const NOT_YOUR_INTERNSHIP = "This internship belongs to another company";

export interface InternshipState {
  posted: boolean;
  deleted: boolean;
  companyId: string | null;
  isActive: boolean;
  /** The questions an applicant answers (their text is stored with each answer as asked). */
  questions: string[];
  /** Who it is for: the rules of a change are checked against it with the change applied. */
  audience: Audience;
  /** Its dates and the time zone of its place: a change of dates, a reopening and the closing at the deadline are checked on them. */
  dates: PostingDates;
}

const DEFAULT_AUDIENCE: Audience = { minAge: 14, hoursPerWeek: null, schedule: 'flexible', category: null };

export const initialInternshipState = (): InternshipState => ({ posted: false, deleted: false, companyId: null, isActive: false, questions: [], audience: DEFAULT_AUDIENCE, dates: NO_DATES });

/** The audience with the changed fields of an edit applied. */
const audienceAfter = (audience: Audience, changes: InternshipChanges): Audience => ({
  minAge: changes.minAge ?? audience.minAge,
  hoursPerWeek: changes.hoursPerWeek !== undefined ? changes.hoursPerWeek : audience.hoursPerWeek,
  schedule: changes.schedule ?? audience.schedule,
  category: changes.category !== undefined ? changes.category : audience.category,
});

/**
 * A posting's text that asks for money, or an audience that breaks a rule: refused with each field's message (the text
 * checked is what is written now; the audience, the whole of it after the change).
 */
function refuseUnsafe(texts: Pick<InternshipChanges, 'title' | 'description' | 'requirements'>, audience: Audience) {
  const fees = feeProblems(texts);
  if (Object.keys(fees).length > 0) throw invalid(ASKS_FOR_MONEY, fees);
  const problems = audienceProblems(audience);
  const [first] = Object.values(problems);
  if (first) throw invalid(first, problems);
}

/** Dates that break a rule (DESIGN.md §4.6): refused with each field's message. */
function refuseDates(problems: Record<string, string>) {
  const [first] = Object.values(problems);
  if (first) throw invalid(first, problems);
}

/** Whether students may apply to the internship, and save it: posted, and neither closed nor deleted. */
export const isOpenInternship = (state: InternshipState): boolean => state.posted && state.isActive;

export function evolveInternship(state: InternshipState, event: InternshipEvent): InternshipState {
  switch (event.type) {
    case 'InternshipPosted':
      return { ...state, posted: true, companyId: event.data.companyId, isActive: true, questions: event.data.questions, audience: audienceAfter(DEFAULT_AUDIENCE, event.data), dates: datesAfter(NO_DATES, event.data) };
    case 'InternshipEdited': {
      const { changes } = event.data;
      return { ...state, questions: changes.questions ?? state.questions, audience: audienceAfter(state.audience, changes), dates: datesAfter(state.dates, changes) };
    }
    case 'InternshipClosed':
      return { ...state, isActive: false };
    case 'InternshipReopened':
      return { ...state, isActive: true };
    case 'InternshipDeleted':
      return { ...state, deleted: true, isActive: false };
    default:
      return assertNever(event);
  }
}

export function decideInternship(command: InternshipCommand, state: InternshipState): InternshipEvent[] {
  switch (command.type) {
    case 'PostInternship': {
      const { company, ...data } = command.data;
      if (!company.isApprovedCompany) throw forbidden(ONLY_APPROVED_COMPANIES);
      if (state.posted) throw conflict('This internship has already been posted');
      refuseUnsafe(data, audienceAfter(DEFAULT_AUDIENCE, data));
      refuseDates(dateProblems(data, datesAfter(NO_DATES, data).timeZone, new Date(data.postedAt)));
      return [{ type: 'InternshipPosted', data }];
    }
    case 'EditInternship': {
      const { internshipId, changes, previous, isActive, by, at } = command.data;
      if (!state.posted || state.deleted) throw notFound(INTERNSHIP_NOT_FOUND);
      if (by.as === 'company' && by.id !== state.companyId) throw forbidden(NOT_YOUR_INTERNSHIP);
      refuseUnsafe({ title: changes.title, description: changes.description, requirements: changes.requirements }, audienceAfter(state.audience, changes));
      const dates = datesAfter(state.dates, changes);
      refuseDates(editDateProblems(dates, changes, new Date(at)));
      if (isActive === true && !state.isActive && deadlinePassed(dates.applicationDeadline, dates.timeZone, new Date(at)))
        throw invalid(REOPEN_AFTER_DEADLINE, { applicationDeadline: REOPEN_AFTER_DEADLINE });
      const events: InternshipEvent[] = [];
      if (Object.keys(changes).length > 0)
        events.push({ type: 'InternshipEdited', data: { internshipId, companyId: state.companyId, changes, ...(previous && Object.keys(previous).length ? { previous } : {}), at } });
      if (isActive === false && state.isActive) events.push({ type: 'InternshipClosed', data: { internshipId, at } });
      if (isActive === true && !state.isActive) events.push({ type: 'InternshipReopened', data: { internshipId, at } });
      return events;
    }
    case 'CloseExpiredInternship': {
      // Left alone: gone, closed already, or its deadline day not over yet (a repeated run closes nothing twice).
      const { internshipId, at } = command.data;
      if (!state.posted || state.deleted || !state.isActive) return [];
      if (!deadlinePassed(state.dates.applicationDeadline, state.dates.timeZone, new Date(at))) return [];
      return [{ type: 'InternshipClosed', data: { internshipId, at, reason: 'deadline' } }];
    }
    case 'DeleteInternship':
      if (!state.posted || state.deleted || !state.companyId) throw notFound(INTERNSHIP_NOT_FOUND);
      return [{ type: 'InternshipDeleted', data: { internshipId: command.data.internshipId, companyId: state.companyId, at: command.data.at } }];
    default:
      return assertNever(command);
  }
}

export const internshipDecider: Decider<InternshipState, InternshipCommand, InternshipEvent> = {
  initialState: initialInternshipState,
  evolve: evolveInternship,
  decide: decideInternship,
  // 3: the state gained `questions`; 4: `audience`; 5: `dates`.
  snapshot: { name: 'internship', version: 5 },
};
