// Command PostInternship: an approved company posts an internship (the seeder posts for a given company); it is active at once.
import { randomUUID } from 'node:crypto';
import { forbidden } from '../../../domain/errors';
import type { Internship } from '../../../domain/internship';
import type { NewInternship } from '../../../domain/schemas/internship';
import type { ReadStore } from '../../projections/read-store';
import { getInternship } from '../../queries/internships/get-internship';
import { foldEvents, handleCommand, type CommandContext } from '../command-handler';
import { userDecider, userStream } from '../users/user-decider';
import { ONLY_APPROVED_COMPANIES, internshipDecider, internshipStream } from './internship-decider';

/** `companyId` is taken from the actor for companies; only the system seeder names another company. */
export async function postInternship(
  ctx: CommandContext,
  store: ReadStore,
  input: NewInternship & { companyId?: string },
): Promise<Internship> {
  const actor = ctx.actor;
  if (!actor || (actor.role !== 'company' && actor.role !== 'system')) throw forbidden(ONLY_APPROVED_COMPANIES);
  const companyId = actor.role === 'system' ? input.companyId : actor.id;
  if (!companyId) throw forbidden(ONLY_APPROVED_COMPANIES);
  // The approval lives on the company's own stream: fold it for an up-to-date answer.
  const company = foldEvents(userDecider, await ctx.events.readStream(userStream(companyId)));
  const companyIsApproved = company.registered && company.role === 'company' && company.isApproved;

  const internshipId = randomUUID();
  const { companyId: _ignored, ...fields } = input;
  await handleCommand(ctx, internshipStream(internshipId), internshipDecider, {
    type: 'PostInternship',
    data: { internshipId, companyId, ...fields, postedAt: ctx.now().toISOString(), poster: { role: actor.role, companyIsApproved } },
  });
  const internship = await getInternship(store, internshipId);
  if (!internship) throw new Error(`internship ${internshipId} was posted but is not in the read model`);
  return internship;
}
