// Query: the admins' moderation queue (GET /api/admin/reports?status=), newest first: each reported message with its words
// and author (one read of the messages, one of their authors); each reported posting with its title, whether it is hidden,
// and its company; each reported company with its name; the students' details (one read each of the postings, the
// companies and the details).
import type { Internship } from '@domain/internships/types';
import type { AdminReport, ReportStatus } from '@domain/moderation/types';
import type { PublicUser } from '@domain/users/types';
import { INTERNSHIPS } from '@backend/projections/internships/internships-projection';
import { REPORT_DETAILS, type ReportDetailsDoc } from '@backend/projections/moderation/report-details-projection';
import { REPORTS, type ReportDoc } from '@backend/projections/moderation/reports-projection';
import { MESSAGES, type MessageDoc } from '@backend/projections/threads/messages-projection';
import { USERS } from '@backend/projections/users/users-projection';
import type { ReadStore } from '@backend/read-store/read-store';
import { namedMessages } from '../threads/get-thread-page';

const idsOf = (reports: readonly ReportDoc[], kind: ReportDoc['kind'], id: (r: ReportDoc) => string | null) => [
  ...new Set(reports.filter((r) => r.kind === kind).flatMap((r) => id(r) ?? [])),
];

export function toAdminReport(
  r: ReportDoc,
  joined: { message?: AdminReport['message']; internship?: Pick<Internship, 'id' | 'title' | 'hidden'> | null; companyName?: string | null; details?: string | null },
): AdminReport {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    reason: r.reason,
    details: r.kind === 'message' ? r.details : (joined.details ?? null),
    at: r.at,
    reporterRole: r.reporterRole,
    applicationId: r.applicationId ?? null,
    message: joined.message ?? null,
    internship: r.kind === 'listing' ? { id: r.targetId, title: joined.internship?.title ?? null } : null,
    company: r.companyId ? { id: r.companyId, name: joined.companyName ?? null } : null,
    hidden: r.kind === 'listing' && joined.internship?.hidden === true,
    applied: r.applied ?? false,
    decision: r.decision ?? null,
    note: r.note ?? null,
  };
}

/** One report by id (any kind), null when unknown. */
export async function getReportDoc(store: ReadStore, id: string): Promise<ReportDoc | null> {
  return store.collection<ReportDoc>(REPORTS).get(id);
}

/** What the student wrote in reports of postings and companies, by report id (gone with the student). */
export async function reportDetails(store: ReadStore, ids: readonly string[]): Promise<Map<string, string>> {
  const docs = ids.length ? await store.collection<ReportDetailsDoc>(REPORT_DETAILS).getMany(ids) : [];
  return new Map(docs.map((d) => [d.id, d.details]));
}

export async function listReports(store: ReadStore, status: ReportStatus, limit = 200): Promise<AdminReport[]> {
  const reports = await store.collection<ReportDoc>(REPORTS).find({ status }, { sort: { seq: -1, id: 1 }, limit });
  const messageIds = idsOf(reports, 'message', (r) => r.targetId);
  const internshipIds = idsOf(reports, 'listing', (r) => r.targetId);
  const companyIds = [...new Set(reports.flatMap((r) => r.companyId ?? []))];
  const [docs, internships, companies, details] = await Promise.all([
    messageIds.length ? store.collection<MessageDoc>(MESSAGES).find({ messageId: { $in: messageIds } }) : [],
    internshipIds.length ? store.collection<Internship>(INTERNSHIPS).getMany(internshipIds) : [],
    companyIds.length ? store.collection<PublicUser>(USERS).getMany(companyIds) : [],
    reportDetails(store, reports.filter((r) => r.kind !== 'message').map((r) => r.id)),
  ]);
  const messages = new Map((await namedMessages(store, docs)).map((m) => [m.id, m]));
  const internshipById = new Map(internships.map((i) => [i.id, i]));
  const companyName = new Map(companies.map((c) => [c.id, c.companyName ?? null]));
  return reports.map((r) =>
    toAdminReport(r, {
      message: r.kind === 'message' ? messages.get(r.targetId) ?? null : null,
      internship: r.kind === 'listing' ? internshipById.get(r.targetId) ?? null : null,
      companyName: r.companyId ? companyName.get(r.companyId) ?? null : null,
      details: details.get(r.id) ?? null,
    }),
  );
}

/** One report as the queue shows it (after a decision). */
export async function getAdminReport(store: ReadStore, id: string): Promise<AdminReport | null> {
  const r = await getReportDoc(store, id);
  if (!r) return null;
  const internship = r.kind === 'listing' ? await store.collection<Internship>(INTERNSHIPS).get(r.targetId) : null;
  const company = r.companyId ? await store.collection<PublicUser>(USERS).get(r.companyId) : null;
  const details = r.kind === 'message' ? null : ((await reportDetails(store, [r.id])).get(r.id) ?? null);
  return toAdminReport(r, { internship, companyName: company?.companyName ?? null, details });
}
