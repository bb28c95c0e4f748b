// Given/when/then specs of the user decider: RegisterUser and ChangePassword; old sign-in events fold to nothing.
import { suite } from 'uvu';
import { given } from '../../helpers/given-when-then';
import { userDecider, userStream } from '@domain/users/decider';
import type { RegisterUser } from '@domain/users/commands';
import type { SignInFailed, UserEvent, UserRegistered, UserSignedIn } from '@domain/users/events';
import * as assert from 'uvu/assert';

const test = suite('user decider');

const USER_ID = 'user-1';
const T0 = Date.parse('2025-03-01T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const registration: UserRegistered['data'] = {
  userId: USER_ID,
  username: 'ada@example.com',
  email: 'ada@example.com',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
  role: 'student',
  firstName: 'Ada',
  lastName: 'Lovelace',
  location: 'India',
  bio: '',
  university: '',
  fieldOfStudy: '',
  graduationYear: null,
  skills: [],
  hobbies: [],
  profileComplete: false,
  isApproved: false,
  registeredAt: iso(T0),
};

const registered: UserRegistered = { type: 'UserRegistered', data: registration };
const failedAt = (ms: number): SignInFailed => ({ type: 'SignInFailed', data: { userId: USER_ID, at: iso(ms) } });
const signedInAt = (ms: number): UserSignedIn => ({ type: 'UserSignedIn', data: { userId: USER_ID, at: iso(ms) } });

const register = (): RegisterUser => ({ type: 'RegisterUser', data: registration });

test('the user stream is named after the user id', () => {
  assert.is(userStream('abc'), 'user-abc');
});

test('RegisterUser on a new stream records UserRegistered with the given data', () => {
  given(userDecider, []).when(register()).then([registered]);
});

test('RegisterUser on an already registered user is a conflict', () => {
  given(userDecider, [registered])
    .when(register())
    .thenThrows('conflict', 'An account with this email already exists. Please sign in instead.');
});

test('sign-in events written by earlier versions change nothing; sign-ins are not commands any more', () => {
  const old: UserEvent[] = [registered, failedAt(T0), signedInAt(T0 + 1000)];
  given(userDecider, old).when(register()).thenThrows('conflict');
  given(userDecider, old).when({ type: 'ChangePassword', data: { userId: USER_ID, passwordHash: 'new', at: iso(T0) } }).then([
    { type: 'PasswordChanged', data: { userId: USER_ID, passwordHash: 'new', at: iso(T0) } },
  ]);
});

test('a password change needs an account', () => {
  given(userDecider, []).when({ type: 'ChangePassword', data: { userId: USER_ID, passwordHash: 'new', at: iso(T0) } }).thenThrows('not_found');
});

test.run();
