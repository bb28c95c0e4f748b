// One record's own history (the audit trail filtered by its id), in a dialog opened from its row.
import { useState } from 'react';
import type { AuditEntityType } from '@domain/admin/types';
import { Modal } from '@/components/ui/modal';
import { ActionButton } from './action-button';
import { AuditTimeline } from './audit-timeline';
import { ENTITY_LABELS } from './format';

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
      title={subject ? `History of ${subject.name}` : 'History'}
      description={subject ? `${ENTITY_LABELS[subject.entityType]} ${subject.entityId}` : undefined}
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
      <ActionButton icon="history" label="History" subject={subject.name} onClick={() => setOpen(true)} />
      <HistoryDialog subject={open ? subject : null} onClose={() => setOpen(false)} />
    </>
  );
}
