// Command EditInternship: its company (or a backend admin) changes fields and/or closes or reopens an internship. Only the
// fields whose value really changes are recorded, with the facts' old values (the posting's events are folded for them).
import type { InternshipEditor } from '@domain/internships/commands';
import { internshipDecider, internshipStream } from '@domain/internships/decider';
import type { InternshipEdit } from '@domain/internships/schemas';
import type { InternshipEvent } from '@domain/internships/events';
import { postingFields, realChanges } from '@domain/internships/posting-changes';
import { editedTerms } from '@domain/internships/posting-terms';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function editInternship(
  ctx: CommandContext,
  input: { internshipId: string; edit: InternshipEdit; by: InternshipEditor },
): Promise<{ appended: Appended | null }> {
  const { isActive, ...edit } = input.edit;
  const stream = await ctx.events.readStream(internshipStream(input.internshipId));
  const current = postingFields(stream as unknown as InternshipEvent[]);
  // A changed stipend or duration changes its text too, and a changed text its data (DESIGN.md §4.6).
  const { changes, previous } = realChanges(current, editedTerms(edit, current.location));
  const { appended } = await handleCommand(ctx, internshipStream(input.internshipId), internshipDecider, {
    type: 'EditInternship',
    data: { internshipId: input.internshipId, changes, previous, isActive, by: input.by, at: ctx.now().toISOString() },
  });
  return { appended };
}
