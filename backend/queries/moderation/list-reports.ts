// Query: the admins' moderation queue (GET /api/admin/reports?status=), newest first, each reported message with its words
// and author (one read of the messages, one of their authors).
import type { AdminReport, ReportStatus } from '@domain/moderation/types';
import { REPORTS, type ReportDoc } from '@backend/projections/moderation/reports-projection';
import { MESSAGES, type MessageDoc } from '@backend/projections/threads/messages-projection';
import type { ReadStore } from '@backend/read-store/read-store';
import { namedMessages } from '../threads/get-thread-page';

export async function listReports(store: ReadStore, status: ReportStatus, limit = 200): Promise<AdminReport[]> {
  const reports = await store.collection<ReportDoc>(REPORTS).find({ status }, { sort: { seq: -1, id: 1 }, limit });
  const docs = reports.length ? await store.collection<MessageDoc>(MESSAGES).find({ messageId: { $in: [...new Set(reports.map((r) => r.targetId))] } }) : [];
  const messages = new Map((await namedMessages(store, docs)).map((m) => [m.id, m]));
  return reports.map((r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    reason: r.reason,
    details: r.details,
    at: r.at,
    reporterRole: r.reporterRole,
    applicationId: r.applicationId,
    message: messages.get(r.targetId) ?? null,
  }));
}
