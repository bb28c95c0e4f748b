// A company's record (completed internships, stipends paid as promised) in plain words, for its card on the internship page.
import type { CompanyRecord } from '@domain/applications/types';

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export interface RecordWords {
  /** '3 completed internships' */
  completed: string;
  /** 'completed internships' (after the figure) */
  completedUnit: string;
  /** '67%' of the internships with a stipend that paid it as promised; null when none promised one. */
  share: string | null;
  /** '2 of 3 internships that promised a stipend, as their students told us'; null with `share`. */
  paid: string | null;
}

export function describeRecord(record: CompanyRecord): RecordWords {
  const completed = count(record.completedInternships, 'completed internship');
  const completedUnit = record.completedInternships === 1 ? 'completed internship' : 'completed internships';
  if (record.withStipend <= 0 || record.sharePaidAsPromised === null) return { completed, completedUnit, share: null, paid: null };
  return {
    completed,
    completedUnit,
    share: `${Math.round(record.sharePaidAsPromised * 100)}%`,
    paid: `${record.paidAsPromised.toLocaleString('en-US')} of ${count(record.withStipend, 'internship')} that promised a stipend, as their students told us`,
  };
}
