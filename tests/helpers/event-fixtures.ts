// Raw events for runtime specs: registrations and sign-in failures appended straight to an event store, as the commands would.
import { randomUUID } from 'node:crypto';
import { emailStream } from '@domain/users/email-claim';
import { userStream } from '@domain/users/decider';
import type { UserRegistered } from '@domain/users/events';
import type { EventStore, LogPosition, NewEvent } from '@backend/events/event-store';

export const meta = () => ({ actorId: null, actorRole: null, correlationId: randomUUID(), causationId: null, at: '2025-03-01T10:00:00.000Z' });

export const registration = (userId: string, email: string): UserRegistered['data'] => ({
  userId,
  username: email,
  email,
  passwordHash: `$argon2id$hash-of-${userId}`,
  role: 'student',
  firstName: 'Test',
  lastName: 'User',
  location: 'India',
  bio: '',
  university: '',
  fieldOfStudy: '',
  graduationYear: null,
  skills: [],
  hobbies: [],
  profileComplete: false,
  isApproved: false,
  registeredAt: '2025-03-01T10:00:00.000Z',
});

/** Appends a registration (e-mail claim, then UserRegistered) the way RegisterUser does; answers the user id and last position. */
export async function register(events: EventStore, email: string): Promise<{ userId: string; position: LogPosition }> {
  const userId = randomUUID();
  const claim: NewEvent = { id: randomUUID(), type: 'EmailClaimed', data: { email, userId }, metadata: meta() };
  await events.append(emailStream(email), [claim], { expectedRevision: 'no_stream' });
  const registered: NewEvent = { id: randomUUID(), type: 'UserRegistered', data: registration(userId, email), metadata: meta() };
  const { position } = await events.append(userStream(userId), [registered], { expectedRevision: 'no_stream' });
  return { userId, position };
}

export async function signInFailed(events: EventStore, userId: string, revision: number) {
  const e: NewEvent = { id: randomUUID(), type: 'SignInFailed', data: { userId, at: '2025-03-01T11:00:00.000Z' }, metadata: meta() };
  return events.append(userStream(userId), [e], { expectedRevision: revision });
}
