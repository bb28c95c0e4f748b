// Command EditInternship: its company (or a backend admin) changes fields and/or closes or reopens an internship.
import type { InternshipEditor } from '@domain/internships/commands';
import { internshipDecider, internshipStream } from '@domain/internships/decider';
import type { InternshipEdit } from '@domain/internships/schemas';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function editInternship(
  ctx: CommandContext,
  input: { internshipId: string; edit: InternshipEdit; by: InternshipEditor },
): Promise<{ appended: Appended | null }> {
  const { isActive, ...changes } = input.edit;
  const { appended } = await handleCommand(ctx, internshipStream(input.internshipId), internshipDecider, {
    type: 'EditInternship',
    data: { internshipId: input.internshipId, changes, isActive, by: input.by, at: ctx.now().toISOString() },
  });
  return { appended };
}
