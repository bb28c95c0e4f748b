// Command PostInternship: an approved company posts an internship; it is active at once.
import { randomUUID } from 'node:crypto';
import { internshipDecider, internshipStream } from '@domain/internships/decider';
import type { NewInternship } from '@domain/internships/schemas';
import { postingTerms } from '@domain/internships/posting-terms';
import { isApprovedCompanyAccount, userDecider, userStream } from '@domain/users/decider';
import { assertNotSuspended, companyReportsStream, moderationDecider } from '@domain/moderation/decider';
import { handleCommand, loadState, type Appended, type CommandContext } from '../command-handler';

export async function postInternship(
  ctx: CommandContext,
  companyId: string,
  input: NewInternship,
  internshipId: string = randomUUID(),
): Promise<{ internshipId: string; appended: Appended | null }> {
  // The approval lives on the company's own stream: fold it for an up-to-date answer.
  const company = await loadState(ctx, userStream(companyId), userDecider);
  // A company an admin suspended posts nothing (DESIGN.md §4.2): 403.
  assertNotSuspended(await loadState(ctx, companyReportsStream(companyId), moderationDecider));
  const { appended } = await handleCommand(ctx, internshipStream(internshipId), internshipDecider, {
    type: 'PostInternship',
    data: {
      internshipId,
      companyId,
      ...input,
      // The stipend and duration as text and data (DESIGN.md §4.6), each made from the other when only one is given.
      ...postingTerms(input),
      questions: input.questions ?? [],
      minAge: input.minAge ?? 14,
      hoursPerWeek: input.hoursPerWeek ?? null,
      schedule: input.schedule ?? 'flexible',
      category: input.category ?? null,
      postedAt: ctx.now().toISOString(),
      company: { isApprovedCompany: isApprovedCompanyAccount(company) },
    },
  });
  return { internshipId, appended };
}
