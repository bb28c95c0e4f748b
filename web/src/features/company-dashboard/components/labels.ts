// The company dashboard's words for the domain's values (work types, application statuses, schedules, currencies,
// stipend periods, interview modes, hobbies, grades) in the page's language; English is SPEC.md's. Functions: the
// language is known while rendering.
import { DEFAULT_ADMIN_NOTES } from '@domain/companies/constants';
import type { ApplicationStatus } from '@domain/applications/types';
import type { Schedule } from '@domain/internships/audience';
import type { WorkType } from '@domain/internships/constants';
import type { Currency, StipendPeriod } from '@domain/internships/stipend';
import type { InterviewMode } from '@domain/interviews/types';
import { currentLocale, formatCount } from '@/i18n/locale';
import { m } from '@/paraglide/messages.js';

export const workTypeLabel = (type: WorkType) =>
  ({ remote: m.company_work_type_remote(), onsite: m.company_work_type_onsite(), hybrid: m.company_work_type_hybrid() })[type] ?? type;

/** 'Pending', 'Reviewed'…; an unknown status capitalised as it is. */
export const statusLabel = (status: string) =>
  ({
    pending: m.company_status_pending(),
    reviewed: m.company_status_reviewed(),
    accepted: m.company_status_accepted(),
    rejected: m.company_status_rejected(),
    withdrawn: m.company_status_withdrawn(),
    completed: m.company_status_completed(),
  } as Record<string, string | undefined>)[status] ?? status.charAt(0).toUpperCase() + status.slice(1);

/** 'No pending applicants.' */
export const noApplicantsWith = (status: ApplicationStatus) =>
  ({
    pending: m.company_filter_empty_pending(),
    reviewed: m.company_filter_empty_reviewed(),
    accepted: m.company_filter_empty_accepted(),
    rejected: m.company_filter_empty_rejected(),
    withdrawn: m.company_filter_empty_withdrawn(),
    completed: m.company_filter_empty_completed(),
  })[status];

export const scheduleLabel = (schedule: Schedule) =>
  ({
    'after-school': m.company_schedule_after_school(),
    weekends: m.company_schedule_weekends(),
    holidays: m.company_schedule_holidays(),
    flexible: m.company_schedule_flexible(),
  })[schedule];

export const currencyLabel = (currency: Currency) =>
  ({
    INR: m.company_currency_inr(),
    BDT: m.company_currency_bdt(),
    PKR: m.company_currency_pkr(),
    LKR: m.company_currency_lkr(),
    USD: m.company_currency_usd(),
  })[currency];

export const periodLabel = (period: StipendPeriod) =>
  ({ month: m.company_period_month(), week: m.company_period_week(), total: m.company_period_total() })[period];

export const interviewModeLabel = (mode: InterviewMode) =>
  ({ video: m.company_mode_video(), phone: m.company_mode_phone(), 'in-person': m.company_mode_in_person() })[mode];

/** A hobby's label; a value from elsewhere as it is. */
export const hobbyLabel = (hobby: string) =>
  ({
    coding: m.company_hobby_coding(),
    photography: m.company_hobby_photography(),
    music: m.company_hobby_music(),
    sports: m.company_hobby_sports(),
    reading: m.company_hobby_reading(),
    gaming: m.company_hobby_gaming(),
    socialwork: m.company_hobby_socialwork(),
    design: m.company_hobby_design(),
  } as Record<string, string | undefined>)[hobby] ?? hobby;

/** '10th grade' in English; the other languages name the grade by its number ('कक्षा 10'). */
export function gradeText(grade: string): string {
  const number = Number.parseInt(grade, 10);
  return m.company_grade({ grade: currentLocale() === 'en' || Number.isNaN(number) ? grade : formatCount(number) });
}

/** The admins' note on a request: the cross button's default one in the page's language, a written one as written. */
export const adminNotesText = (notes: string) => (notes === DEFAULT_ADMIN_NOTES.rejected ? m.company_note_rejected_default() : notes);
