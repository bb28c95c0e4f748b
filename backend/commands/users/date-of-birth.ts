// The student's date of birth as given at sign-up (null when none was given), read from the user's stream.
import { userStream } from '@domain/users/decider';
import type { CommandContext } from '../command-handler';

export async function dateOfBirthOf(ctx: CommandContext, studentId: string): Promise<string | null> {
  // UserRegistered opens the stream, and nothing else carries the date: one event, however long the stream has grown.
  const registered = (await ctx.events.readStream(userStream(studentId), { maxCount: 1 })).find((e) => e.type === 'UserRegistered');
  return (registered?.data as { dateOfBirth?: string | null } | undefined)?.dateOfBirth ?? null;
}
