// Command ChooseLanguage: a person keeps a language on their account, for the site and their e-mails (PUT /api/user/language).
import type { Locale } from '@domain/i18n/locales';
import { userDecider, userStream } from '@domain/users/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function chooseLanguage(ctx: CommandContext, userId: string, language: Locale): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, userStream(userId), userDecider, {
    type: 'ChooseLanguage',
    data: { userId, language, at: ctx.now().toISOString() },
  });
  return { appended };
}
