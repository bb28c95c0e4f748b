// Every domain event of the product: a discriminated union on `type`, past-tense names, plain JSON data.
import type { ApplicationStatus } from './application';
import type { WorkType } from './constants';
import type { Role } from './roles';

export type EventOf<T extends string, D> = { type: T; data: D };

/** A claim that makes an e-mail address unique across users (stream `email-<lowercased e-mail>`). */
export type EmailClaimed = EventOf<'EmailClaimed', { email: string; userId: string }>;

export type UserRegistered = EventOf<
  'UserRegistered',
  {
    userId: string;
    username: string;
    email: string;
    /** argon2id hash: lives in the event store and the credentials read model only. */
    passwordHash: string;
    role: Role;
    firstName: string;
    lastName: string;
    location: string;
    bio: string;
    university: string;
    fieldOfStudy: string;
    graduationYear: number | null;
    skills: string[];
    hobbies: string[];
    profileComplete: boolean;
    isApproved: boolean;
    registeredAt: string;
  }
>;

export type UserSignedIn = EventOf<'UserSignedIn', { userId: string; at: string }>;
export type SignInFailed = EventOf<'SignInFailed', { userId: string; at: string }>;

/** A company's public details (user stream). */
export type CompanyDetailsUpdated = EventOf<
  'CompanyDetailsUpdated',
  { userId: string; companyName: string; companyField: string; location: string; website: string | null; at: string }
>;
/** An admin (or the system seeder) approved a company account (user stream). */
export type CompanyApproved = EventOf<'CompanyApproved', { userId: string; approvedBy: string; at: string }>;
/** The student's onboarding profile (SPEC §3), submitted or re-submitted (user stream). */
export type StudentProfileCompleted = EventOf<
  'StudentProfileCompleted',
  {
    userId: string;
    hobbies: string[];
    interestedFields: string[];
    internshipDuration: string;
    preferredCompanies: string[];
    location: string;
    grade: string;
    schoolName: string;
    at: string;
  }
>;

export type UserEvent = UserRegistered | UserSignedIn | SignInFailed | CompanyDetailsUpdated | CompanyApproved | StudentProfileCompleted;

/** Stream `internship-<id>`: an approved company (or the seeder) posted an internship; it is active from then on. */
export type InternshipPosted = EventOf<
  'InternshipPosted',
  {
    internshipId: string;
    companyId: string;
    title: string;
    description: string;
    requirements: string;
    location: string;
    duration: string;
    salary: string | null;
    type: WorkType;
    skills: string[];
    applicationDeadline: string | null;
    startDate: string | null;
    postedAt: string;
  }
>;
export type InternshipEvent = InternshipPosted;

/** Stream `application-<id>`, the id derived from (studentId, internshipId): one application per student and internship. */
export type ApplicationSubmitted = EventOf<
  'ApplicationSubmitted',
  {
    applicationId: string;
    studentId: string;
    internshipId: string;
    coverLetter: string;
    resume: string;
    status: 'pending';
    appliedAt: string;
  }
>;
/** A status change by an admin or the internship's company (`byRole`). */
export type ApplicationStatusChanged = EventOf<
  'ApplicationStatusChanged',
  { applicationId: string; from: ApplicationStatus; to: ApplicationStatus; byRole: string; at: string }
>;
export type ApplicationEvent = ApplicationSubmitted | ApplicationStatusChanged;

/** Stream `favorites-<studentId>`. */
export type FavoriteAdded = EventOf<'FavoriteAdded', { studentId: string; internshipId: string; at: string }>;
export type FavoriteRemoved = EventOf<'FavoriteRemoved', { studentId: string; internshipId: string; at: string }>;
export type FavoriteEvent = FavoriteAdded | FavoriteRemoved;

/** A claim that makes a blog slug unique (stream `blogslug-<slug>`). */
export type BlogSlugClaimed = EventOf<'BlogSlugClaimed', { slug: string; postId: string }>;
/** Stream `blogpost-<id>`. Content is plain text with line breaks, stored as given. */
export type BlogPostCreated = EventOf<
  'BlogPostCreated',
  {
    postId: string;
    slug: string;
    title: string;
    excerpt: string;
    content: string;
    category: string;
    tags: string[];
    authorId: string;
    createdAt: string;
  }
>;
export type BlogPostPublished = EventOf<'BlogPostPublished', { postId: string; publishedAt: string }>;
export type BlogPostUnpublished = EventOf<'BlogPostUnpublished', { postId: string; at: string }>;
export type BlogPostEvent = BlogPostCreated | BlogPostPublished | BlogPostUnpublished;

export type DomainEvent =
  | EmailClaimed
  | UserEvent
  | InternshipEvent
  | ApplicationEvent
  | FavoriteEvent
  | BlogSlugClaimed
  | BlogPostEvent;
export type DomainEventType = DomainEvent['type'];

/** Exhaustiveness check for `switch (event.type)`. */
export const assertNever = (x: never): never => {
  throw new Error(`Unexpected value: ${JSON.stringify(x)}`);
};
