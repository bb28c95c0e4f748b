// Command RemoveResume: the student takes their PDF résumé away (DELETE /api/user/resume); without one, nothing changes.
// Answers the file that was removed, for deleting its bytes.
import { resumeDecider, resumeStream } from '@domain/resumes/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function removeResume(ctx: CommandContext, studentId: string): Promise<{ appended: Appended | null; removedFileId: string | null }> {
  const { events, appended } = await handleCommand(ctx, resumeStream(studentId), resumeDecider, {
    type: 'RemoveResume',
    data: { studentId, at: ctx.now().toISOString() },
  });
  const removed = events.find((e) => e.type === 'ResumeRemoved');
  return { appended, removedFileId: removed?.type === 'ResumeRemoved' ? removed.data.fileId : null };
}
