// The shape of the e-mails' texts in one language (DESIGN.md §4.3): the layout's words and each localized e-mail's sentences.
import type { QueryWords } from '../../saved-searches/params';

export interface MailTexts {
  /** Beside the button's link in the HTML part. */
  orOpenLink: string;
  hello: string;
  helloName: (name: string) => string;
  /** What a parent's consent lets companies see (domain/consent/sharing.ts's SHARED_FIELDS, in this language). */
  sharedFields: readonly string[];
  /** The footer of optional notices, with the settings page's address. */
  noticesFooter: (product: string, settings: string) => string;
  companyApproved: { subject: (company: string, product: string) => string; approved: string; action: string };
  companyRejected: { subject: (product: string) => string; notApproved: string; note: (notes: string) => string; questions: (support: string) => string; action: string };
  statusChanged: {
    subject: (title: string, status: string) => string;
    greeting: (firstName: string) => string;
    /** What became of the application ("accepted", "not selected this time"…), by status. */
    words: Record<string, string>;
    changed: (title: string, company: string | null, status: string) => string;
    congratulations: string;
    keepGoing: string;
    follow: string;
    action: string;
  };
  newApplicant: { subject: (title: string) => string; applied: (title: string) => string; action: string };
  accepted: {
    subject: (title: string, company: string | null) => string;
    congratulations: (title: string, company: string | null) => string;
    note: (note: string) => string;
    next: (company: string | null, product: string) => string;
    guardianTold: string;
    noPayment: (support: string) => string;
    action: string;
    footer: (product: string, support: string) => string;
  };
  guardianAccepted: {
    subject: (product: string) => string;
    accepted: (student: string, product: string, title: string, company: string | null) => string;
    next: (company: string | null, student: string, product: string) => string;
    noPayment: (support: string) => string;
    action: string;
    footer: (support: string) => string;
  };
  receipt: {
    subject: (title: string) => string;
    sent: (title: string, company: string | null, withList: boolean) => string;
    letter: (excerpt: string) => string;
    answers: (count: number) => string;
    /** `hours` and the days already in the language. */
    availability: (hours: number, hoursText: string, from: string | null, to: string | null) => string;
    profile: string;
    next: (company: string | null) => string;
    follow: string;
  };
  interview: {
    subject: (title: string) => string;
    guardianSubject: (product: string) => string;
    when: (at: string) => string;
    howLong: (minutes: string) => string;
    modes: { video: string; phone: string; 'in-person': string };
    attached: string;
    noPayment: (support: string) => string;
    student: (title: string, company: string | null) => string;
    company: (student: string, title: string) => string;
    keepOnPlatform: (product: string) => string;
    guardian: (student: string, product: string, title: string, company: string | null) => string;
    guardianAttached: string;
    companyFooter: (product: string, support: string) => string;
  };
  moderation: {
    posting: (title: string | null) => string;
    restoredSubject: (product: string) => string;
    restored: (posting: string) => string;
    removedSubject: (product: string) => string;
    removed: (posting: string) => string;
    suspendedSubject: (product: string) => string;
    suspended: string;
    note: (note: string) => string;
    safe: string;
    rules: string;
    dashboard: string;
    mistake: (support: string) => string;
    footer: (product: string, support: string) => string;
  };
  applicantDeleted: {
    subject: (title: string, accepted: boolean) => string;
    deleted: (title: string, accepted: boolean, product: string) => string;
    erased: string;
    stays: string;
    nothingMore: string;
    footer: (product: string, support: string) => string;
  };
  consentRequested: {
    subject: (product: string) => string;
    signedUp: (student: string, product: string) => string;
    mustAgree: string;
    action: string;
    until: (date: string) => string;
    ignore: string;
    footer: (support: string) => string;
  };
  consentGiven: {
    subject: (product: string) => string;
    thanks: (student: string, product: string) => string;
    withdraw: string;
    action: string;
    footer: (support: string) => string;
  };
  consentRedirected: {
    subject: (product: string) => string;
    askedElsewhere: (student: string, product: string, other: string) => string;
    whatToDo: string;
    action: string;
    footer: (support: string) => string;
  };
  passwordChanged: {
    subject: (product: string) => string;
    greeting: (firstName: string) => string;
    changed: string;
    notYou: (support: string) => string;
    action: string;
    footer: (product: string, support: string) => string;
  };
  emailVerification: {
    subject: (product: string) => string;
    welcome: (product: string) => string;
    who: (hours: string) => string;
    action: string;
    ignore: string;
    footer: (product: string, support: string) => string;
  };
  passwordReset: {
    subject: (product: string) => string;
    someone: string;
    once: (minutes: string) => string;
    action: string;
    ignore: string;
    footer: (product: string, support: string) => string;
  };
  /** A saved search's daily alert; `totalText`/`moreText`: the count as the language writes it. */
  savedSearch: {
    subject: (total: number, totalText: string) => string;
    matched: (total: number, totalText: string, what: string) => string;
    more: (more: number, moreText: string) => string;
    action: string;
    off: (link: string) => string;
    footer: (product: string) => string;
    query: QueryWords;
  };
}
