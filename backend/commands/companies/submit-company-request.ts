// Command SubmitCompanyRequest: a company applies to become a verified partner (POST /api/company-application → pending).
import { randomUUID } from 'node:crypto';
import { companyRequestDecider, companyRequestStream } from '@domain/companies/decider';
import type { CompanyApplication } from '@domain/companies/schemas';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function submitCompanyRequest(
  ctx: CommandContext,
  companyId: string,
  form: CompanyApplication,
  requestId: string = randomUUID(),
): Promise<{ requestId: string; appended: Appended | null }> {
  const { termsAccepted: _accepted, ...fields } = form;
  const { appended } = await handleCommand(ctx, companyRequestStream(requestId), companyRequestDecider, {
    type: 'SubmitCompanyRequest',
    data: { requestId, companyId, ...fields, submittedAt: ctx.now().toISOString() },
  });
  return { requestId, appended };
}
