// Revoking a certificate (backend admins): its address or id, then a confirmation that asks the reason; the revoked
// certificate's facts once done (its public page, /certificates/:id, then says it is revoked). Errors come as toasts.
import { useState, type FormEvent } from 'react';
import type { CertificateView } from '@domain/certificates/types';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { useAdminMutation } from '../api/admin-mutation';
import { revokeCertificate } from '../api/certificates';
import { Section } from './section';

export function RevokeCertificateSection() {
  const [certificate, setCertificate] = useState('');
  const [asking, setAsking] = useState(false);
  const [revoked, setRevoked] = useState<CertificateView | null>(null);
  const revoke = useAdminMutation(revokeCertificate, () => 'Certificate revoked');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (certificate.trim()) setAsking(true);
  };
  return (
    <Section title="Certificates" description="Revoke a certificate that should not stand, for example when the internship did not happen as stated.">
      <Card className="p-5">
        <form onSubmit={submit} className="grid gap-4 md:grid-cols-[1fr_auto] md:items-end">
          <TextField id="revoke-certificate" name="certificate" label="Certificate address or id" value={certificate} onChange={(e) => setCertificate(e.target.value)} required />
          <button type="submit" className={buttonClass('danger')} disabled={!certificate.trim()}>
            Revoke…
          </button>
        </form>
        {revoked ? (
          <p role="status" className="mt-3 text-sm text-slate-700">
            Revoked: {revoked.studentName}, {revoked.role} at {revoked.companyName}.
          </p>
        ) : null}
      </Card>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Revoke this certificate?"
        description="Its page will say it is revoked, for good. The student and the company keep their accounts."
        confirmLabel="Revoke certificate"
        tone="danger"
        note={{ label: 'Reason', maxLength: 500, hint: 'Kept in the audit trail.' }}
        onConfirm={async (reason) => setRevoked(await revoke.mutateAsync({ certificate, reason }))}
        testId="revoke-certificate-dialog"
      />
    </Section>
  );
}
