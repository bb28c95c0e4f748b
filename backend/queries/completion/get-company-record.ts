// Query: a company's record from its completed internships (GET /api/users/:id/record): how many, and the share whose
// stipend the students say was paid as promised.
import type { CompanyRecord } from '@domain/applications/types';
import { COMPLETIONS, type CompletionDoc } from '@backend/projections/completion/completions-projection';
import type { ReadStore } from '@backend/read-store/read-store';

export async function getCompanyRecord(store: ReadStore, companyId: string): Promise<CompanyRecord> {
  const done = (await store.collection<CompletionDoc>(COMPLETIONS).find({ companyId })).filter((c) => c.confirmedAt);
  const withStipend = done.filter((c) => c.stipendPaid && c.stipendPaid !== 'unpaid').length;
  const paidAsPromised = done.filter((c) => c.stipendPaid === 'yes').length;
  return { companyId, completedInternships: done.length, withStipend, paidAsPromised, sharePaidAsPromised: withStipend ? paidAsPromised / withStipend : null };
}
