// Command RegisterUser: claims the e-mail, then records UserRegistered with an argon2id hash; used by sign-up and seeding.
import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { conflict } from '@domain/shared/errors';
import type { Role } from '@domain/shared/roles';
import { ACCOUNT_EXISTS, emailClaimDecider, emailStream } from '@domain/users/email-claim';
import { userDecider, userStream } from '@domain/users/decider';
import { foldEvents, handleCommand, lastAppended, type Appended, type CommandContext } from '../command-handler';

export interface NewUser {
  /** A chosen id (the seeder's, so that a resumed seeding finds what it already wrote); a random one otherwise. */
  userId?: string;
  email: string;
  username?: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  location: string;
  bio?: string;
  university?: string;
  fieldOfStudy?: string;
  graduationYear?: number | null;
  skills?: string[];
  hobbies?: string[];
  isApproved?: boolean;
  profileComplete?: boolean;
  /** YYYY-MM-DD (students, for parental consent). */
  dateOfBirth?: string | null;
}

const ORPHAN_AFTER_MS = 60_000;

/** argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum. */
export const hashPassword = (password: string) => hash(password);

/** Who holds the claim in `stream`, and whether that claim is orphaned (its account never got written, or is deleted). */
async function claimOf(ctx: CommandContext, stream: string) {
  // A claim whose user stream never got written (crash between the two appends) may be taken over.
  // A fresh claim may belong to a sign-up still in flight, so only a claim older than a minute counts as orphaned.
  const existing = await ctx.events.readStream(stream);
  const last = existing[existing.length - 1];
  // A released claim (a deleted account's address) is free.
  const claimant = foldEvents(emailClaimDecider, existing).claimedBy;
  if (!claimant) return { claimant, orphaned: null };
  const stale = last && Date.parse(last.metadata.at) < ctx.now().getTime() - ORPHAN_AFTER_MS;
  const account = await ctx.events.readStream(userStream(claimant));
  // A deleted account's claim not (yet) released is free too: an account deleted again after a restore, once erased, could
  // no longer read its address to name the claim to release (backend/privacy/erasure-catch-up.ts).
  const deleted = account.some((e) => e.type === 'UserDeleted');
  const orphaned = (stale && account.length === 0) || deleted ? claimant : null;
  return { claimant, orphaned };
}

export async function registerUser(ctx: CommandContext, input: NewUser): Promise<{ userId: string; appended: Appended | null }> {
  const email = input.email.trim();
  // New claims go to a stream named by an HMAC of the address; claims of before, named by the address, still count.
  const legacy = emailStream(email);
  const claim = ctx.emailClaims?.current(email) ?? legacy;
  const userId = input.userId ?? randomUUID();
  const old = claim === legacy ? null : await claimOf(ctx, legacy);
  if (old?.claimant && !old.orphaned && old.claimant !== userId) throw conflict(ACCOUNT_EXISTS);
  const { claimant, orphaned } = old?.claimant === userId ? { claimant: userId, orphaned: null } : await claimOf(ctx, claim);
  if (claimant && !orphaned && claimant !== userId) throw conflict(ACCOUNT_EXISTS);

  const passwordHash = await hashPassword(input.password);
  // A resumed seeding (an explicit id) may find its own claim already written: then only the account is missing.
  const claimed = claimant === userId ? null : await handleCommand(ctx, claim, emailClaimDecider, { type: 'ClaimEmail', data: { email, userId, orphanedClaimant: orphaned } });
  const registered = await handleCommand(ctx, userStream(userId), userDecider, {
    type: 'RegisterUser',
    data: {
      userId,
      username: input.username ?? email,
      email,
      passwordHash,
      role: input.role,
      firstName: input.firstName,
      lastName: input.lastName,
      location: input.location,
      bio: input.bio ?? '',
      university: input.university ?? '',
      fieldOfStudy: input.fieldOfStudy ?? '',
      graduationYear: input.graduationYear ?? null,
      skills: input.skills ?? [],
      hobbies: input.hobbies ?? [],
      // Nobody completes a profile by signing up, and companies are approved by an admin, not by themselves.
      profileComplete: input.profileComplete ?? false,
      isApproved: input.isApproved ?? false,
      registeredAt: ctx.now().toISOString(),
      ...(input.dateOfBirth ? { dateOfBirth: input.dateOfBirth } : {}),
    },
  });
  return { userId, appended: lastAppended(claimed?.appended ?? null, registered.appended) };
}
