// Command DecideCompanyRequest: a backend admin approves or rejects a pending company request, once; the reviewer is the actor.
import { companyRequestDecider, companyRequestStream } from '@domain/companies/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function decideCompanyRequest(
  ctx: CommandContext,
  input: { requestId: string; decision: 'approved' | 'rejected'; adminNotes?: string },
): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, companyRequestStream(input.requestId), companyRequestDecider, {
    type: 'DecideCompanyRequest',
    data: {
      requestId: input.requestId,
      decision: input.decision,
      reviewedBy: ctx.actor?.id ?? 'system',
      adminNotes: input.adminNotes ?? '',
      at: ctx.now().toISOString(),
    },
  });
  return { appended };
}
