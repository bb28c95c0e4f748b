// Command RegisterUser: claims the e-mail, then records UserRegistered with an argon2id hash; used by sign-up and seeding.
import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Role } from '@domain/shared/roles';
import type { Locale } from '@domain/i18n/locales';
import { decideSignUpClaim, emailClaimDecider, legacyClaimStream, type EmailClaimAsRead } from '@domain/users/email-claim';
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
  /** The language the person signed up in (DESIGN.md §4.3), kept on the account as if chosen; none: English until chosen. */
  language?: Locale | null;
}

/** argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum. */
export const hashPassword = (password: string) => hash(password);

/** Reads the claim in `stream`: its holder, when it was last written, and the holder's account (domain/users/email-claim.ts decides). */
async function readClaim(ctx: CommandContext, stream: string): Promise<EmailClaimAsRead> {
  const existing = await ctx.events.readStream(stream);
  const claimedBy = foldEvents(emailClaimDecider, existing).claimedBy;
  const account = claimedBy ? await ctx.events.readStream(userStream(claimedBy)) : null;
  return {
    claimedBy,
    lastAt: existing[existing.length - 1]?.metadata.at ?? null,
    holder: account && { written: account.length > 0, deleted: account.some((e) => e.type === 'UserDeleted') },
  };
}

export async function registerUser(ctx: CommandContext, input: NewUser): Promise<{ userId: string; appended: Appended | null }> {
  const email = input.email.trim();
  // New claims go to a stream named by an HMAC of the address; claims of before, named by the address, still count.
  const claim = ctx.emailClaims.current(email);
  const legacy = legacyClaimStream(email, claim);
  const userId = input.userId ?? randomUUID();
  const claimCommand = decideSignUpClaim({
    email,
    userId,
    legacy: legacy ? await readClaim(ctx, legacy) : null,
    current: await readClaim(ctx, claim),
    now: ctx.now(),
  });

  const passwordHash = await hashPassword(input.password);
  // Null when the account holds the claim already (a resumed seeding with an explicit id: then only the account is missing).
  const claimed = claimCommand ? await handleCommand(ctx, claim, emailClaimDecider, claimCommand) : null;
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
  const language = input.language
    ? await handleCommand(ctx, userStream(userId), userDecider, { type: 'ChooseLanguage', data: { userId, language: input.language, at: ctx.now().toISOString() } })
    : null;
  return { userId, appended: lastAppended(claimed?.appended ?? null, registered.appended, language?.appended ?? null) };
}
