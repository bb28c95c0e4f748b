// The company pages' words for the domain's values (industries, internship types, sizes, terms, request statuses, the
// admins' default notes) in the page's language; English is SPEC.md's. Functions: the language is known while rendering.
import { COMPANY_TERMS, DEFAULT_ADMIN_NOTES, type COMPANY_FIELDS, type COMPANY_INTERNSHIP_TYPES } from '@domain/companies/constants';
import { m } from '@/paraglide/messages.js';

type Industry = (typeof COMPANY_FIELDS)[number];
type InternshipType = (typeof COMPANY_INTERNSHIP_TYPES)[number];

const industries = (): Record<Industry, string> => ({
  Technology: m.companies_industry_technology(),
  Marketing: m.companies_industry_marketing(),
  Design: m.companies_industry_design(),
  Finance: m.companies_industry_finance(),
  Healthcare: m.companies_industry_healthcare(),
  Education: m.companies_industry_education(),
  'Media & Entertainment': m.companies_industry_media(),
  'Retail & E-commerce': m.companies_industry_retail(),
  'Hospitality & Tourism': m.companies_industry_hospitality(),
  'Non-profit & Social Impact': m.companies_industry_nonprofit(),
  'Environment & Sustainability': m.companies_industry_environment(),
  'Event Management': m.companies_industry_events(),
  Consulting: m.companies_industry_consulting(),
  Manufacturing: m.companies_industry_manufacturing(),
  'Real Estate': m.companies_industry_real_estate(),
  Other: m.companies_industry_other(),
});

/** An industry as the page's language names it; a value from elsewhere as it is. */
export const industryLabel = (industry: string) => industries()[industry as Industry] ?? industry;

export const internshipTypeLabel = (type: InternshipType) =>
  ({ online: m.companies_type_online(), offline: m.companies_type_offline(), hybrid: m.companies_type_hybrid() })[type];

/** '11-50 employees' */
export const employeesLabel = (size: string) => m.companies_employees({ size });

const terms = (): Record<(typeof COMPANY_TERMS)[number], string> => ({
  'No exploitation of students and no unpaid overtime.': m.companies_term_no_exploitation(),
  'Provide real mentorship throughout the internship.': m.companies_term_mentorship(),
  'Offer a safe working environment, online and in person.': m.companies_term_safe(),
  "Respect students' academic schedules and exam periods.": m.companies_term_schedules(),
  'Give clear guidelines, tasks and expectations.': m.companies_term_guidelines(),
  'Provide a certificate of completion to every intern who finishes.': m.companies_term_certificate(),
  'Report any issue to the platform administrators.': m.companies_term_report(),
  'Give accurate information about your company and your internships.': m.companies_term_accurate(),
  'The platform may suspend accounts that break these terms.': m.companies_term_suspend(),
  'Comply with local labour law.': m.companies_term_labour_law(),
  'Zero tolerance for harassment of any kind.': m.companies_term_harassment(),
});

/** SPEC §9's terms, each with its English text (the list's key) and its words in the page's language. */
export const termTexts = () => {
  const words = terms();
  return COMPANY_TERMS.map((term) => ({ term, text: words[term] ?? term }));
};

/** A request status's label; an unknown one capitalised as it is. */
export const requestStatusLabel = (status: string) =>
  ({ pending: m.companies_status_pending(), approved: m.companies_status_approved(), rejected: m.companies_status_rejected() } as Record<string, string | undefined>)[status] ??
  status.charAt(0).toUpperCase() + status.slice(1);

/** The admins' notes: the default ones of the check and cross buttons in the page's language, a written one as written. */
export const adminNotesText = (notes: string) =>
  notes === DEFAULT_ADMIN_NOTES.approved ? m.companies_note_approved() : notes === DEFAULT_ADMIN_NOTES.rejected ? m.companies_note_rejected() : notes;
