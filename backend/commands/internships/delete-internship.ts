// Command DeleteInternship: a backend admin removes an internship; its detail answers 404 from then on.
import { internshipDecider, internshipStream } from '@domain/internships/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function deleteInternship(ctx: CommandContext, internshipId: string): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, internshipStream(internshipId), internshipDecider, {
    type: 'DeleteInternship',
    data: { internshipId, at: ctx.now().toISOString() },
  });
  return { appended };
}
