// Command RecordResumeUpload: a student's uploaded PDF (already sealed in the file store) becomes their résumé, replacing
// any before (PUT /api/user/resume). Answers the file that is current once appended, for pruning the ones before it.
import { resumeDecider, resumeStream } from '@domain/resumes/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function recordResumeUpload(
  ctx: CommandContext,
  studentId: string,
  file: { fileId: string; fileName: string; size: number },
): Promise<{ appended: Appended | null; currentFileId: string | null; uploadedAt: string }> {
  const uploadedAt = ctx.now().toISOString();
  const { state, appended } = await handleCommand(ctx, resumeStream(studentId), resumeDecider, {
    type: 'RecordResumeUpload',
    data: { studentId, ...file, uploadedAt },
  });
  return { appended, currentFileId: state.fileId, uploadedAt };
}
