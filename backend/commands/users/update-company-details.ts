// Command UpdateCompanyDetails: a company's public details (name, field, location, website).
import { userDecider, userStream } from '@domain/users/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export interface CompanyDetails {
  companyName: string;
  companyField: string;
  location: string;
  website: string | null;
}

export async function updateCompanyDetails(ctx: CommandContext, userId: string, details: CompanyDetails): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, userStream(userId), userDecider, {
    type: 'UpdateCompanyDetails',
    data: { userId, ...details, at: ctx.now().toISOString() },
  });
  return { appended };
}
