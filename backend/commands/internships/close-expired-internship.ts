// Command CloseExpiredInternship: the clock closes a posting whose application deadline's day has ended (DESIGN.md §4.6);
// one already closed, deleted, or given a later deadline meanwhile is left alone.
import { internshipDecider, internshipStream } from '@domain/internships/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function closeExpiredInternship(ctx: CommandContext, internshipId: string): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, internshipStream(internshipId), internshipDecider, {
    type: 'CloseExpiredInternship',
    data: { internshipId, at: ctx.now().toISOString() },
  });
  return { appended };
}
