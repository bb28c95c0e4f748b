// What an edit of a posting really changes: its fields as they stand (folded from the posting's events) against the edit,
// so that the log and the audit trail name only what changed, with the facts' old values (issue 36). Pure.
import type { InternshipChanges, InternshipEvent } from './events';

type Field = keyof InternshipChanges;
const FIELDS: readonly Field[] = [
  'title', 'description', 'requirements', 'location', 'duration', 'salary', 'type', 'skills',
  'applicationDeadline', 'startDate', 'questions', 'minAge', 'hoursPerWeek', 'schedule', 'category', 'stipend', 'durationWeeks',
];
/** Fields that are facts, not the company's words (DESIGN.md's personal data): their old values may be shown. */
export const FACT_FIELDS: readonly Field[] = ['duration', 'salary', 'type', 'skills', 'applicationDeadline', 'startDate', 'minAge', 'hoursPerWeek', 'schedule', 'category', 'stipend', 'durationWeeks'];

/** The posting's fields after its events. */
export function postingFields(events: readonly InternshipEvent[]): InternshipChanges {
  let fields: InternshipChanges = {};
  for (const event of events) {
    if (event.type === 'InternshipPosted') fields = Object.fromEntries(FIELDS.map((f) => [f, event.data[f]]));
    if (event.type === 'InternshipEdited') fields = { ...fields, ...event.data.changes };
  }
  return fields;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The edit's fields whose value differs from the posting's, and the old values of the facts among them. */
export function realChanges(current: InternshipChanges, edit: InternshipChanges): { changes: InternshipChanges; previous: InternshipChanges } {
  const changes: Record<string, unknown> = {};
  const previous: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (!(field in edit) || same(edit[field], current[field])) continue;
    changes[field] = edit[field];
    if (FACT_FIELDS.includes(field)) previous[field] = current[field] ?? null;
  }
  return { changes: changes as InternshipChanges, previous: previous as InternshipChanges };
}
