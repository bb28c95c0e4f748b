// Command RevokeCertificate: a backend admin revokes a certificate (POST /api/admin/certificates/:id/revoke); its page says so.
import { applicationDecider, applicationStream } from '@domain/applications/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function revokeCertificate(ctx: CommandContext, input: { applicationId: string; certificateId: string; reason: string }): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, applicationStream(input.applicationId), applicationDecider, {
    type: 'RevokeCertificate',
    data: { ...input, at: ctx.now().toISOString() },
  });
  return { appended };
}
