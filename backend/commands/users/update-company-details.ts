// Command UpdateCompanyDetails: a company's public details (name, field, location, website); by the company itself, an admin or the seeder.
import { forbidden } from '../../../domain/errors';
import { handleCommand, type CommandContext } from '../command-handler';
import { userDecider, userStream } from './user-decider';

export interface CompanyDetails {
  companyName: string;
  companyField: string;
  location: string;
  website: string | null;
}

export async function updateCompanyDetails(ctx: CommandContext, userId: string, details: CompanyDetails): Promise<void> {
  const actor = ctx.actor;
  const allowed = !!actor && (actor.id === userId || actor.role === 'admin' || actor.role === 'system');
  if (!allowed) throw forbidden('Only the company itself or an admin can change its details');
  await handleCommand(ctx, userStream(userId), userDecider, {
    type: 'UpdateCompanyDetails',
    data: { userId, ...details, at: ctx.now().toISOString() },
  });
}
