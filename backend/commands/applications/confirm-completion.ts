// Command ConfirmCompletion: the student confirms the company's account and says how the stipend went (POST
// /api/applications/:id/completion/confirm): the application is completed and its certificate issued, at a random address.
import { randomBytes } from 'node:crypto';
import { applicationDecider, applicationStream } from '@domain/applications/decider';
import type { StipendPaid } from '@domain/applications/types';
import { internshipFacts } from '@domain/notifications/facts';
import { internshipStream } from '@domain/internships/decider';
import { handleCommand, loadState, type Appended, type CommandContext } from '../command-handler';

/** 128 random bits, URL-safe: the certificate's public address cannot be guessed or listed. */
export const newCertificateId = () => randomBytes(16).toString('base64url');

export async function confirmCompletion(
  ctx: CommandContext,
  input: { applicationId: string; studentId: string; stipendPaid: StipendPaid; nameOnCertificate: string },
  certificateId: string = newCertificateId(),
): Promise<{ certificateId: string; appended: Appended | null }> {
  const stream = applicationStream(input.applicationId);
  const application = await loadState(ctx, stream, applicationDecider);
  // The role the certificate names: the internship's title as it stands now.
  const role = application.internshipId ? internshipFacts(await ctx.events.readStream(internshipStream(application.internshipId))).title : 'Internship';
  const { appended } = await handleCommand(ctx, stream, applicationDecider, {
    type: 'ConfirmCompletion',
    data: { ...input, role, certificateId, at: ctx.now().toISOString() },
  });
  return { certificateId, appended };
}
