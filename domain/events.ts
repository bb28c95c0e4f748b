// Every domain event of the product: a discriminated union on `type`, past-tense names, plain JSON data.
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

export type UserEvent = UserRegistered | UserSignedIn | SignInFailed;
export type DomainEvent = EmailClaimed | UserEvent;
export type DomainEventType = DomainEvent['type'];

/** Exhaustiveness check for `switch (event.type)`. */
export const assertNever = (x: never): never => {
  throw new Error(`Unexpected value: ${JSON.stringify(x)}`);
};
