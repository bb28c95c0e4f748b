// Given/when/then specs of the user decider: RegisterUser and LogIn, including sign-in throttling by the session machine.
import { suite } from 'uvu';
import { given } from '../../helpers/given-when-then';
import { TOO_MANY_SIGN_INS, userDecider, userStream } from '@domain/users/decider';
import type { LogIn, RegisterUser } from '@domain/users/commands';
import { MAX_FAILED_SIGN_INS, SIGN_IN_LOCK_MS } from '@domain/users/constants';
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
/** `n` failures one second apart, starting at `from`. */
const failures = (n: number, from: number): SignInFailed[] => Array.from({ length: n }, (_, i) => failedAt(from + i * 1000));

const register = (): RegisterUser => ({ type: 'RegisterUser', data: registration });
const logIn = (passwordMatches: boolean, at: number): LogIn => ({ type: 'LogIn', data: { userId: USER_ID, passwordMatches, at: iso(at) } });

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

test('LogIn on an unknown user is refused', () => {
  given(userDecider, []).when(logIn(true, T0)).thenThrows('conflict');
});

test('LogIn with a matching password on an account with no failures records nothing (sign-ins do not grow the stream)', () => {
  given(userDecider, [registered]).when(logIn(true, T0 + 1000)).then([]);
  given(userDecider, [registered, failedAt(T0), signedInAt(T0 + 500)]).when(logIn(true, T0 + 1000)).then([]);
});

test('LogIn with a matching password after failures records UserSignedIn, which resets them', () => {
  given(userDecider, [registered, failedAt(T0)])
    .when(logIn(true, T0 + 1000))
    .then([signedInAt(T0 + 1000)]);
});

test('LogIn with a wrong password records SignInFailed', () => {
  given(userDecider, [registered])
    .when(logIn(false, T0 + 1000))
    .then([failedAt(T0 + 1000)]);
});

test('one failure short of the limit, the account may still try', () => {
  const history: UserEvent[] = [registered, ...failures(MAX_FAILED_SIGN_INS - 1, T0)];
  given(userDecider, history).when(logIn(false, T0 + 60_000)).then([failedAt(T0 + 60_000)]);
  given(userDecider, history).when(logIn(true, T0 + 60_000)).then([signedInAt(T0 + 60_000)]);
});

test(`after ${MAX_FAILED_SIGN_INS} failures in a row, a sign-in is refused with too_many (even with the right password)`, () => {
  const history: UserEvent[] = [registered, ...failures(MAX_FAILED_SIGN_INS, T0)];
  given(userDecider, history).when(logIn(true, T0 + 60_000)).thenThrows('too_many', TOO_MANY_SIGN_INS);
  given(userDecider, history).when(logIn(false, T0 + 60_000)).thenThrows('too_many');
});

test('the lock lasts SIGN_IN_LOCK_MS from the failure that reached the limit', () => {
  const history: UserEvent[] = [registered, ...failures(MAX_FAILED_SIGN_INS, T0)];
  const limitReachedAt = T0 + (MAX_FAILED_SIGN_INS - 1) * 1000;
  given(userDecider, history).when(logIn(true, limitReachedAt + SIGN_IN_LOCK_MS - 1)).thenThrows('too_many');
  given(userDecider, history)
    .when(logIn(true, limitReachedAt + SIGN_IN_LOCK_MS))
    .then([signedInAt(limitReachedAt + SIGN_IN_LOCK_MS)]);
});

test('after the lock has expired, one more failure does not lock again (counting restarts)', () => {
  const limitReachedAt = T0 + (MAX_FAILED_SIGN_INS - 1) * 1000;
  const afterLock = limitReachedAt + SIGN_IN_LOCK_MS;
  const history: UserEvent[] = [registered, ...failures(MAX_FAILED_SIGN_INS, T0), failedAt(afterLock)];
  given(userDecider, history).when(logIn(true, afterLock + 1000)).then([signedInAt(afterLock + 1000)]);
  // ...but the limit applies again once it is reached again.
  const relocked: UserEvent[] = [...history, ...failures(MAX_FAILED_SIGN_INS - 1, afterLock + 1000)];
  given(userDecider, relocked).when(logIn(true, afterLock + 60_000)).thenThrows('too_many');
});

test('a successful sign-in resets the failure count', () => {
  const history: UserEvent[] = [
    registered,
    ...failures(MAX_FAILED_SIGN_INS - 1, T0),
    signedInAt(T0 + 10_000),
    ...failures(MAX_FAILED_SIGN_INS - 1, T0 + 20_000),
  ];
  given(userDecider, history).when(logIn(true, T0 + 60_000)).then([signedInAt(T0 + 60_000)]);
  // Without the success in between, the same failures would have locked the account.
  const withoutSuccess = history.filter((e) => e.type !== 'UserSignedIn');
  given(userDecider, withoutSuccess).when(logIn(true, T0 + 60_000)).thenThrows('too_many');
});

test.run();
