// Revoking a certificate (backend admins): its address or id, then a confirmation that asks the reason; the revoked
// certificate's facts once done (its public page, /certificates/:id, then says it is revoked). Errors come as toasts.
import { m } from '@/paraglide/messages.js';
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
  const revoke = useAdminMutation(revokeCertificate, () => m.admin_certificate_revoked());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (certificate.trim()) setAsking(true);
  };
  return (
    <Section title={m.admin_certificates()} description={m.admin_certificates_intro()}>
      <Card className="p-5">
        <form onSubmit={submit} className="grid gap-4 md:grid-cols-[1fr_auto] md:items-end">
          <TextField id="revoke-certificate" name="certificate" label={m.admin_certificate_address_or_id()} value={certificate} onChange={(e) => setCertificate(e.target.value)} required />
          <button type="submit" className={buttonClass('danger')} disabled={!certificate.trim()}>
            {m.admin_revoke_ellipsis()}
          </button>
        </form>
        {revoked ? (
          <p role="status" className="mt-3 text-sm text-slate-700">
            {m.admin_revoked_summary({ student: revoked.studentName, role: revoked.role, company: revoked.companyName })}
          </p>
        ) : null}
      </Card>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={m.admin_revoke_title()}
        description={m.admin_revoke_description()}
        confirmLabel={m.admin_revoke_certificate()}
        tone="danger"
        note={{ label: m.admin_reason(), maxLength: 500, hint: m.admin_reason_hint() }}
        onConfirm={async (reason) => setRevoked(await revoke.mutateAsync({ certificate, reason }))}
        testId="revoke-certificate-dialog"
      />
    </Section>
  );
}
