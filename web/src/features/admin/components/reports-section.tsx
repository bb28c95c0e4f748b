// The open reports (the moderation queue, DESIGN.md §4.1, §4.2): why, who reported, their details; a reported message's words
// with its author and time (read-only here); a reported internship or company with its name, whether the reports hide it,
// and the backend admin's decision (dismiss, remove the internship, suspend the company) with the note the company is told.
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
import { openReportsQueryOptions, useDecideReport } from "../api/reports";
import { formatDateTime } from "./format";
import { Section } from "./section";

/** `decide`: with the backend admins' decision of each reported internship or company (/admin-backend); read-only without. */
export function ReportsSection({ decide = false }: { decide?: boolean }) {
  const reports = useQuery(openReportsQueryOptions());
  const count = reports.data?.length;
  return (
    <Section
      title="Reports"
      description={
        count === undefined
          ? "Messages, internships and companies reported to the team."
          : `${count} open report${count === 1 ? "" : "s"}.`
      }
    >
      {reports.isPending ? (
        <p className="text-sm text-slate-600">Loading…</p>
      ) : reports.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Could not load the reports: {reports.error.message}
        </p>
      ) : reports.data.length === 0 ? (
        <Card className="p-5 text-center text-sm text-slate-600">
          No open reports.
        </Card>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Open reports">
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
const DECISION_LABELS: Record<ReportDecision, string> = {
  dismiss: "Dismiss: nothing wrong (a hidden internship comes back)",
  "remove-listing": "Remove the internship for good",
  "suspend-company":
    "Suspend the company (no sign-in, no posting, its internships hidden)",
};

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
      ? (r.internship?.title ?? "An internship no longer listed")
      : (r.company?.name ?? "A company no longer listed");
  return (
    <Card
      className="flex h-full flex-col gap-3 p-5"
      data-testid="admin-target-report"
      data-report-id={r.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {r.kind === "listing" ? "Internship" : "Company"}
          </p>
          <h3 className="font-bold break-words text-slate-900">{target}</h3>
          {r.kind === "listing" && r.company?.name ? (
            <p className="text-sm text-slate-600">by {r.company.name}</p>
          ) : null}
        </div>
        {r.hidden ? (
          <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
            Hidden from students
          </span>
        ) : (
          <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
            Open
          </span>
        )}
      </div>
      <p className="text-sm text-slate-700">
        <span className="font-semibold">
          {REPORT_REASON_LABELS[r.reason] ?? r.reason}
        </span>{" "}
        — reported by a student{r.applied ? " who applied" : ""} on{" "}
        {formatDateTime(r.at)}
      </p>
      {r.details ? (
        <p className="text-sm break-words whitespace-pre-line text-slate-800">
          <span className="font-semibold">Details:</span> {r.details}
        </p>
      ) : null}
      {canDecide ? (
        <DecisionForm
          reportId={r.id}
          decisions={decisions}
          noteLabel="Note to the company (required)"
          noteHint={`The company is told the decision and this note by e-mail. Every report of this ${r.kind === "listing" ? "internship" : "company"} is decided with it.`}
        />
      ) : (
        <p className="mt-auto text-xs text-slate-600">
          A backend admin decides it in the Admin Backend.
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
          Open
        </span>
      </div>
      <p className="text-sm text-slate-600">
        Reported by the {r.reporterRole} on {formatDateTime(r.at)}
      </p>
      {r.details ? (
        <p className="text-sm break-words whitespace-pre-line text-slate-800">
          <span className="font-semibold">Details:</span> {r.details}
        </p>
      ) : null}
      {r.message ? (
        <figure className="rounded-lg border-l-4 border-red-300 bg-slate-50 px-3 py-2">
          <blockquote
            data-testid="reported-words"
            className="text-sm break-words whitespace-pre-line text-slate-800"
          >
            {r.message.body}
          </blockquote>
          <figcaption className="mt-1 text-xs text-slate-600">
            {r.message.from.name} ({r.message.from.role}),{" "}
            {formatDateTime(r.message.at)}
          </figcaption>
        </figure>
      ) : (
        <p className="text-sm text-slate-600">
          The message is no longer available.
        </p>
      )}
      <p className="text-xs break-all text-slate-600">
        Application ID: <span className="font-mono">{r.applicationId}</span>
      </p>
      {decide ? (
        <DecisionForm
          reportId={r.id}
          decisions={
            r.message?.from.role === "company"
              ? ["dismiss", "suspend-company"]
              : ["dismiss"]
          }
          noteLabel="Note (required)"
          noteHint="Every report of this message is decided with it. A suspended company is told the decision and this note by e-mail."
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
    if (!decision) return setProblem("Choose a decision.");
    if (!note.trim()) return setProblem(DECISION_NOTE_REQUIRED);
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
        legend="Decision"
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
            label={DECISION_LABELS[d]}
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
          {decide.isPending ? "Saving…" : "Decide"}
        </button>
      </div>
    </div>
  );
}
