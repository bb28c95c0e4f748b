// A company's record (completed internships, stipends paid as promised) in plain words, for its card on the internship page.
import { m } from '@/paraglide/messages.js';
import type { CompanyRecord } from '@domain/applications/types';
import { numberText, percentText } from '@/i18n/written-format';

/** A figure as the page's language writes it, grouped ('1,200' in English). */
export const recordFigure = (n: number) => numberText(n);

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

const percent = (share: number) => percentText(Math.round(share * 100));

export function describeRecord(record: CompanyRecord): RecordWords {
  const one = record.completedInternships === 1;
  const completed = (one ? m.detail_record_completed_one : m.detail_record_completed_many)({ count: recordFigure(record.completedInternships) });
  const completedUnit = one ? m.detail_record_completed_unit_one() : m.detail_record_completed_unit_many();
  if (record.withStipend <= 0 || record.sharePaidAsPromised === null) return { completed, completedUnit, share: null, paid: null };
  const paidWords = record.withStipend === 1 ? m.detail_record_paid_one : m.detail_record_paid_many;
  return {
    completed,
    completedUnit,
    share: percent(record.sharePaidAsPromised),
    paid: paidWords({ paid: recordFigure(record.paidAsPromised), total: recordFigure(record.withStipend) }),
  };
}
