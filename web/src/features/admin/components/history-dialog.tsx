// One record's own history (the audit trail filtered by its id), in a dialog opened from its row.
import { m } from '@/paraglide/messages.js';
import { useState } from 'react';
import type { AuditEntityType } from '@domain/admin/types';
import { Modal } from '@/components/ui/modal';
import { ActionButton } from './action-button';
import { AuditTimeline } from './audit-timeline';
import { entityLabel } from './format';

export interface HistorySubject {
  entityType: AuditEntityType;
  entityId: string;
  name: string;
}

export function HistoryDialog({ subject, onClose }: { subject: HistorySubject | null; onClose: () => void }) {
  return (
    <Modal
      open={subject !== null}
      onOpenChange={(open) => !open && onClose()}
      title={subject ? m.admin_history_of({ name: subject.name }) : m.admin_history()}
      description={subject ? `${entityLabel(subject.entityType)} ${subject.entityId}` : undefined}
      size="md"
      testId="history-dialog"
    >
      {subject ? <AuditTimeline filter={{ entityId: subject.entityId }} single /> : null}
    </Modal>
  );
}

/** A History button in a row that opens its own dialog. */
export function HistoryButton({ subject }: { subject: HistorySubject }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionButton icon="history" label={m.admin_history()} subject={subject.name} onClick={() => setOpen(true)} />
      <HistoryDialog subject={open ? subject : null} onClose={() => setOpen(false)} />
    </>
  );
}
