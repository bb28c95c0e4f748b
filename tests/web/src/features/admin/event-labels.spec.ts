// The admin's audit trail names every event it records in words (no raw type names), and names nothing it does not record.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AUDITED } from '@backend/projections/admin/audit-projection';
import { EVENT_LABELS } from '@/features/admin/components/format';

test('every audited event type has a label, and every label is of an audited type', () => {
  assert.equal(AUDITED.filter((type) => !EVENT_LABELS[type]), [], 'audited without a label');
  assert.equal(Object.keys(EVENT_LABELS).filter((type) => !(AUDITED as readonly string[]).includes(type)), [], 'labels of types not audited');
});

test.run();
