// What a message needs to know, folded from the streams it concerns (pure): the recipient's address, name, role, age and
// wishes, an internship's title and company, and the parent's or guardian's address a student gave.
import type { ConsentEvent } from '../consent/events';
import type { InternshipEvent } from '../internships/events';
import type { UserEvent } from '../users/events';
import type { Locale } from '../i18n/locales';

export interface RecipientFacts {
  email: string | null;
  firstName: string;
  lastName: string;
  companyName: string | null;
  role: string | null;
  /** YYYY-MM-DD when the person gave it (students, for parental consent). */
  dateOfBirth: string | null;
  notices: boolean;
  /** The language the person chose or signed up in (DESIGN.md §4.3); null: none, English. */
  language: Locale | null;
  deleted: boolean;
}

export const recipientFacts = (events: ReadonlyArray<{ type: string; data: unknown }>): RecipientFacts =>
  (events as ReadonlyArray<UserEvent>).reduce<RecipientFacts>(
    (r, e) => {
      switch (e.type) {
        case 'UserRegistered':
          return { ...r, email: e.data.email, firstName: e.data.firstName, lastName: e.data.lastName, role: e.data.role, dateOfBirth: e.data.dateOfBirth ?? null };
        case 'UserProfileEdited':
          return {
            ...r,
            firstName: e.data.changes.firstName ?? r.firstName,
            lastName: e.data.changes.lastName ?? r.lastName,
            companyName: e.data.changes.companyName ?? r.companyName,
          };
        case 'CompanyDetailsUpdated':
          return { ...r, companyName: e.data.companyName };
        case 'UserNoticesChanged':
          return { ...r, notices: e.data.notices };
        case 'LanguageChosen':
          return { ...r, language: e.data.language };
        case 'UserDeleted':
          return { ...r, deleted: true };
        default:
          return r;
      }
    },
    { email: null, firstName: '', lastName: '', companyName: null, role: null, dateOfBirth: null, notices: true, language: null, deleted: false },
  );

export interface InternshipFacts {
  title: string;
  companyId: string | null;
}

export const internshipFacts = (events: ReadonlyArray<{ type: string; data: unknown }>): InternshipFacts =>
  (events as ReadonlyArray<InternshipEvent>).reduce<InternshipFacts>(
    (i, e) =>
      e.type === 'InternshipPosted'
        ? { title: e.data.title, companyId: e.data.companyId }
        : e.type === 'InternshipEdited' && e.data.changes.title
          ? { ...i, title: e.data.changes.title }
          : i,
    { title: 'an internship', companyId: null },
  );

/** The parent's or guardian's address of a student's latest consent request (the one any consent was given through); null when none was given. */
export const guardianAddress = (events: ReadonlyArray<{ type: string; data: unknown }>): string | null =>
  (events as ReadonlyArray<ConsentEvent>).reduce<string | null>((address, e) => (e.type === 'ParentalConsentRequested' ? e.data.guardianEmail : address), null);
