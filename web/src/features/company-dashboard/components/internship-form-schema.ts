// The posting form's values and how they become a posting (DESIGN.md §4.6): the stipend asked as data (Unpaid, or an amount,
// a currency and a period) and the duration as weeks, checked by the server's postingFormSchema; SPEC.md's `salary` and
// `duration` texts are made from them (stipendText, durationText). Messages land on the form's own fields.
import { z } from 'zod';
import { DURATION_WEEKS_MESSAGE, postingFormSchema, type NewInternship } from '@domain/internships/schemas';
import { durationText } from '@domain/internships/duration';
import { stipendText, type Stipend } from '@domain/internships/stipend';
import type { Internship } from '@domain/internships/types';
import type { FormValues } from '@/lib/use-zod-form';

type PostingInput = z.input<typeof postingFormSchema>;
/** The form's fields: the posting's, with the stipend in parts and the weeks as typed. */
export type InternshipFormInput = Omit<PostingInput, 'stipend' | 'durationWeeks' | 'duration' | 'salary'> & {
  /** 'Unpaid' ticked: the amount, currency and period are not asked. */
  unpaid: boolean;
  stipendAmount: string;
  stipendCurrency: string;
  stipendPeriod: string;
  durationWeeks: string;
  /** An older posting's stipend text that could not be read as data; kept until the stipend is stated as data. */
  salary: string;
};

/** Where a message about a part of the posting shows in the form. */
export function formFieldOf(path: string): string {
  if (path === 'stipend.currency') return 'stipendCurrency';
  if (path === 'stipend.period') return 'stipendPeriod';
  if (path === 'stipend' || path.startsWith('stipend.') || path === 'salary') return 'stipendAmount';
  if (path === 'duration') return 'durationWeeks';
  return path;
}

const blank = (s: unknown) => typeof s !== 'string' || s.trim() === '';

/** The stipend the form states: none (nothing given), unpaid, or the parts as given (the schema checks them). */
function stipendOf(v: InternshipFormInput): unknown {
  if (v.unpaid) return { unpaid: true };
  if (blank(v.stipendAmount) && blank(v.stipendCurrency)) return null;
  return { amount: v.stipendAmount, currency: v.stipendCurrency || undefined, period: v.stipendPeriod || undefined };
}

export const internshipFormSchema = z.custom<InternshipFormInput>().transform((values, ctx): NewInternship => {
  const { unpaid: _unpaid, stipendAmount: _amount, stipendCurrency: _currency, stipendPeriod: _period, durationWeeks, salary, ...rest } = values;
  const stipend = stipendOf(values);
  const parsed = postingFormSchema.safeParse({ ...rest, stipend, durationWeeks, salary: stipend === null ? salary : null });
  if (blank(durationWeeks)) ctx.addIssue({ code: 'custom', path: ['durationWeeks'], message: DURATION_WEEKS_MESSAGE });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(issue.path.map(String).join('.'));
      // A message about the stipend or the duration goes to its field; any other keeps its path ('questions', 1).
      const path = issue.path[0] === 'stipend' || issue.path[0] === 'salary' || issue.path[0] === 'duration' ? [field] : issue.path;
      ctx.addIssue({ code: 'custom', path, message: issue.message });
    }
  if (!parsed.success || blank(durationWeeks)) return z.NEVER;
  const data = parsed.data;
  const weeks = data.durationWeeks as number;
  const stated = (data.stipend ?? null) as Stipend | null;
  return { ...data, stipend: stated, durationWeeks: weeks, duration: durationText(weeks), salary: stated ? stipendText(stated) : data.salary } as NewInternship;
});

export type InternshipFormValues = FormValues<typeof internshipFormSchema>;

export const EMPTY_INTERNSHIP: InternshipFormValues = {
  title: '', description: '', requirements: '', location: '', type: '', skills: [], applicationDeadline: '', startDate: '', questions: [],
  minAge: '14', hoursPerWeek: '', schedule: '', category: '',
  unpaid: false, stipendAmount: '', stipendCurrency: '', stipendPeriod: 'month', durationWeeks: '', salary: '',
};

/** The form's values for an internship as stored ('' for what it does not have; dates as YYYY-MM-DD). */
export function formValuesOf(internship: Internship): InternshipFormValues {
  const stipend = internship.stipend ?? null;
  const paid = stipend && !('unpaid' in stipend) ? stipend : null;
  return {
    title: internship.title,
    description: internship.description,
    requirements: internship.requirements,
    location: internship.location,
    type: internship.type,
    skills: internship.skills,
    applicationDeadline: internship.applicationDeadline?.slice(0, 10) ?? '',
    startDate: internship.startDate?.slice(0, 10) ?? '',
    questions: internship.questions ?? [],
    minAge: String(internship.minAge ?? 14),
    hoursPerWeek: internship.hoursPerWeek === null || internship.hoursPerWeek === undefined ? '' : String(internship.hoursPerWeek),
    schedule: internship.schedule ?? '',
    category: internship.category ?? '',
    unpaid: stipend !== null && 'unpaid' in stipend,
    stipendAmount: paid ? String(paid.amount) : '',
    stipendCurrency: paid?.currency ?? '',
    stipendPeriod: paid?.period ?? 'month',
    durationWeeks: internship.durationWeeks ? String(internship.durationWeeks) : '',
    salary: stipend ? '' : (internship.salary ?? ''),
  };
}
