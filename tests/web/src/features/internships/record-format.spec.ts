// A company's record in words: its completed internships, and the share paid as promised only when some promised a stipend.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { describeRecord } from '@/features/internships/components/record-format';

const record = (completedInternships: number, withStipend: number, paidAsPromised: number) => ({
  companyId: 'c1',
  completedInternships,
  withStipend,
  paidAsPromised,
  sharePaidAsPromised: withStipend > 0 ? paidAsPromised / withStipend : null,
});

test('completed internships, one and many', () => {
  assert.equal([describeRecord(record(1, 0, 0)).completed, describeRecord(record(1, 0, 0)).completedUnit], ['1 completed internship', 'completed internship']);
  assert.equal([describeRecord(record(1200, 0, 0)).completed, describeRecord(record(0, 0, 0)).completedUnit], ['1,200 completed internships', 'completed internships']);
});

test('the share paid as promised only when an internship promised a stipend, rounded to a whole percent', () => {
  assert.equal(describeRecord(record(4, 0, 0)), { completed: '4 completed internships', completedUnit: 'completed internships', share: null, paid: null });
  const words = describeRecord(record(4, 3, 2));
  assert.is(words.share, '67%');
  assert.is(words.paid, '2 of 3 internships that promised a stipend, as their students told us');
  assert.is(describeRecord(record(1, 1, 1)).paid, '1 of 1 internship that promised a stipend, as their students told us');
});

test.run();
