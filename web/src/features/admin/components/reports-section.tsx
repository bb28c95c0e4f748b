// The open reports (the moderation queue, DESIGN.md §4.1, §4.2): why, who reported, their details; a reported message's words
// with its author and time (read-only here); a reported internship or company with its name, whether the reports hide it,
// and the backend admin's decision (dismiss, remove the internship, suspend the company) with the note the company is told.
import { m } from "@/paraglide/messages.js";
import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { ReportDecision } from "@domain/moderation/events";
import { DECISION_NOTE_REQUIRED } from "@domain/moderation/schemas";
import type { AdminReport } from "@domain/moderation/types";
import { buttonClass } from "@/components/ui/button-styles";
import { Choice, ChoiceGroup } from "@/components/ui/choice-group";
import { controlClass } from "@/components/ui/field-shell";
import { REPORT_REASON_LABELS } from "@/components/thread/thread-format";
import { Card } from "@/components/ui/card";
import { localizeDomainMessage } from "@/i18n/domain-message";
import { formatCount } from "@/i18n/locale";
import { openReportsQueryOptions, useDecideReport } from "../api/reports";
import { formatDateTime } from "./format";
import { Section } from "./section";

/** `decide`: with the backend admins' decision of each reported internship or company (/admin-backend); read-only without. */
export function ReportsSection({ decide = false }: { decide?: boolean }) {
  const reports = useQuery(openReportsQueryOptions());
  const count = reports.data?.length;
  return (
    <Section
      title={m.admin_reports_title()}
      description={
        count === undefined
          ? m.admin_reports_intro()
          : count === 1
            ? m.admin_reports_open_one({ count: formatCount(count) })
            : m.admin_reports_open_many({ count: formatCount(count) })
      }
    >
      {reports.isPending ? (
        <p className="text-sm text-slate-600">{m.admin_loading()}</p>
      ) : reports.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {m.admin_reports_load_failed({ error: reports.error.message })}
        </p>
      ) : reports.data.length === 0 ? (
        <Card className="p-5 text-center text-sm text-slate-600">
          {m.admin_reports_none()}
        </Card>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label={m.admin_open_reports()}>
          {reports.data.map((r) => (
            <li key={r.id}>
              <ReportCard report={r} decide={decide} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function ReportCard({
  report: r,
  decide,
}: {
  report: AdminReport;
  decide: boolean;
}) {
  return r.kind === "message" ? (
    <MessageReportCard report={r} decide={decide} />
  ) : (
    <TargetReportCard report={r} decide={decide} />
  );
}

const NOTE_MAX = 1000;
const decisionLabel = (decision: ReportDecision) =>
  ({
    dismiss: m.admin_decision_dismiss,
    "remove-listing": m.admin_decision_remove_listing,
    "suspend-company": m.admin_decision_suspend_company,
  })[decision]();

/** A reported internship or company, and the decision with its note. */
function TargetReportCard({
  report: r,
  decide: canDecide,
}: {
  report: AdminReport;
  decide: boolean;
}) {
  const decisions: ReportDecision[] =
    r.kind === "listing"
      ? ["dismiss", "remove-listing", "suspend-company"]
      : ["dismiss", "suspend-company"];
  const target =
    r.kind === "listing"
      ? (r.internship?.title ?? m.admin_internship_gone())
      : (r.company?.name ?? m.admin_company_gone());
  return (
    <Card
      className="flex h-full flex-col gap-3 p-5"
      data-testid="admin-target-report"
      data-report-id={r.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {r.kind === "listing"
              ? m.admin_entity_internship()
              : m.admin_role_company()}
          </p>
          <h3 className="font-bold break-words text-slate-900">{target}</h3>
          {r.kind === "listing" && r.company?.name ? (
            <p className="text-sm text-slate-600">
              {m.admin_by_name({ name: r.company.name })}
            </p>
          ) : null}
        </div>
        {r.hidden ? (
          <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
            {m.admin_hidden_from_students()}
          </span>
        ) : (
          <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
            {m.admin_report_open()}
          </span>
        )}
      </div>
      <p className="text-sm text-slate-700">
        <span className="font-semibold">
          {REPORT_REASON_LABELS[r.reason] ?? r.reason}
        </span>{" "}
        {r.applied
          ? m.admin_reported_by_applicant_on({ date: formatDateTime(r.at) })
          : m.admin_reported_by_student_on({ date: formatDateTime(r.at) })}
      </p>
      {r.details ? (
        <p className="text-sm break-words whitespace-pre-line text-slate-800">
          <span className="font-semibold">{m.admin_details_label()}</span>{" "}
          {r.details}
        </p>
      ) : null}
      {canDecide ? (
        <DecisionForm
          reportId={r.id}
          decisions={decisions}
          noteLabel={m.admin_note_to_company_required()}
          noteHint={
            r.kind === "listing"
              ? m.admin_note_hint_listing()
              : m.admin_note_hint_company()
          }
        />
      ) : (
        <p className="mt-auto text-xs text-slate-600">
          {m.admin_backend_admin_decides()}
        </p>
      )}
    </Card>
  );
}

/** A reported message: its words; a backend admin dismisses the report, or suspends the company if it wrote the message. */
function MessageReportCard({
  report: r,
  decide,
}: {
  report: AdminReport;
  decide: boolean;
}) {
  return (
    <Card className="flex h-full flex-col gap-3 p-5" data-testid="admin-report">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-bold text-slate-900">
          {REPORT_REASON_LABELS[r.reason] ?? r.reason}
        </h3>
        <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
          {m.admin_report_open()}
        </span>
      </div>
      <p className="text-sm text-slate-600">
        {r.reporterRole === "company"
          ? m.admin_reported_by_the_company_on({ date: formatDateTime(r.at) })
          : m.admin_reported_by_the_student_on({
              date: formatDateTime(r.at),
            })}
      </p>
      {r.details ? (
        <p className="text-sm break-words whitespace-pre-line text-slate-800">
          <span className="font-semibold">{m.admin_details_label()}</span>{" "}
          {r.details}
        </p>
      ) : null}
      {r.message ? (
        <figure className="rounded-lg border-s-4 border-red-300 bg-slate-50 px-3 py-2">
          <blockquote
            data-testid="reported-words"
            className="text-sm break-words whitespace-pre-line text-slate-800"
          >
            {r.message.body}
          </blockquote>
          <figcaption className="mt-1 text-xs text-slate-600">
            {(r.message.from.role === "company"
              ? m.admin_message_from_company
              : m.admin_message_from_student)({
              name: r.message.from.name,
              date: formatDateTime(r.message.at),
            })}
          </figcaption>
        </figure>
      ) : (
        <p className="text-sm text-slate-600">
          {m.admin_message_gone()}
        </p>
      )}
      <p className="text-xs break-all text-slate-600">
        {m.admin_application_id_label()}{" "}
        <span className="font-mono">{r.applicationId}</span>
      </p>
      {decide ? (
        <DecisionForm
          reportId={r.id}
          decisions={
            r.message?.from.role === "company"
              ? ["dismiss", "suspend-company"]
              : ["dismiss"]
          }
          noteLabel={m.admin_note_required()}
          noteHint={m.admin_note_hint_message()}
        />
      ) : null}
    </Card>
  );
}

/** A backend admin's decision of a report, with its note (every open report of the same target is decided with it). */
function DecisionForm({
  reportId,
  decisions,
  noteLabel,
  noteHint,
}: {
  reportId: string;
  decisions: ReportDecision[];
  noteLabel: string;
  noteHint: string;
}) {
  const id = useId();
  const decide = useDecideReport();
  const [decision, setDecision] = useState<ReportDecision | null>(null);
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    if (!decision) return setProblem(m.admin_choose_decision());
    if (!note.trim())
      return setProblem(localizeDomainMessage(DECISION_NOTE_REQUIRED));
    setProblem(null);
    decide.mutate(
      { id: reportId, decision, note: note.trim() },
      { onError: (error) => setProblem(error.message) },
    );
  };
  return (
    <div className="mt-auto space-y-3 border-t border-slate-100 pt-3">
      <ChoiceGroup
        id={`${id}-decision`}
        legend={m.admin_decision_legend()}
        legendStyle="field"
        layout="grid gap-2"
      >
        {decisions.map((d) => (
          <Choice
            key={d}
            type="radio"
            variant="card"
            name={`${id}-decision`}
            value={d}
            checked={decision === d}
            onChange={() => {
              setDecision(d);
              setProblem(null);
            }}
            label={decisionLabel(d)}
          />
        ))}
      </ChoiceGroup>
      <div>
        <label
          htmlFor={`${id}-note`}
          className="mb-1.5 block text-sm font-medium text-slate-700"
        >
          {noteLabel}
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          value={note}
          rows={2}
          maxLength={NOTE_MAX}
          aria-required
          onChange={(e) => {
            setNote(e.target.value);
            setProblem(null);
          }}
          aria-describedby={`${id}-note-hint`}
          className={`${controlClass} min-h-16 resize-y`}
        />
        <p id={`${id}-note-hint`} className="mt-1 text-xs text-slate-600">
          {noteHint}
        </p>
      </div>
      {problem ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          {problem}
        </p>
      ) : null}
      <div className="flex justify-end">
        <button
          type="button"
          className={buttonClass("primary", "md")}
          onClick={submit}
          disabled={decide.isPending}
          aria-busy={decide.isPending || undefined}
        >
          {decide.isPending ? m.admin_saving() : m.admin_decide()}
        </button>
      </div>
    </div>
  );
}
