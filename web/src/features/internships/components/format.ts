// Display helpers for internship data: dates, the labels of the domain's constants (work type, schedule, country,
// category) in the page's language, and a safe http(s) link for a company website.
import { m } from '@/paraglide/messages.js';
import type { WorkType } from '@domain/internships/constants';
import type { Schedule } from '@domain/internships/audience';
import type { Country } from '@domain/internships/countries';
import { categoryOf } from '@domain/internships/categories';
import { dayText } from '@/i18n/written-format';

/** 'Mar 5, 2025' (in English), or null for a missing or unreadable date (deadlines and start dates are calendar days). */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dayText(date, 'short');
}

/** 'Remote', 'On-site', 'Hybrid' (the domain's WORK_TYPE_LABELS) in the page's language. */
export const workTypeLabel = (type: WorkType): string =>
  ({ remote: m.internships_work_remote(), onsite: m.internships_work_onsite(), hybrid: m.internships_work_hybrid() })[type] ?? type;

/** The domain's SCHEDULE_LABELS in the page's language. */
export const scheduleLabel = (schedule: Schedule): string =>
  ({
    'after-school': m.internships_schedule_after_school(),
    weekends: m.internships_schedule_weekends(),
    holidays: m.internships_schedule_holidays(),
    flexible: m.internships_schedule_flexible(),
  })[schedule] ?? schedule;

/** The domain's COUNTRY_NAMES in the page's language. */
export const countryName = (country: Country): string =>
  ({ IN: m.internships_country_in(), BD: m.internships_country_bd(), PK: m.internships_country_pk(), LK: m.internships_country_lk() })[country] ?? country;

/** A category's name (domain/internships/categories.ts) in the page's language; undefined for an unknown id. */
export function categoryName(id: string | null | undefined): string | undefined {
  const category = categoryOf(id);
  if (!category) return undefined;
  const names: Record<string, () => string> = {
    software: m.internships_category_software,
    design: m.internships_category_design,
    marketing: m.internships_category_marketing,
    'social-media': m.internships_category_social_media,
    'content-writing': m.internships_category_content_writing,
    'photography-video': m.internships_category_photography_video,
    research: m.internships_category_research,
    data: m.internships_category_data,
    teaching: m.internships_category_teaching,
    'social-work': m.internships_category_social_work,
    environment: m.internships_category_environment,
    sales: m.internships_category_sales,
    'customer-service': m.internships_category_customer_service,
    finance: m.internships_category_finance,
    administration: m.internships_category_administration,
    events: m.internships_category_events,
    'healthcare-assistant': m.internships_category_healthcare_assistant,
    retail: m.internships_category_retail,
    'construction-site': m.internships_category_construction_site,
    chemicals: m.internships_category_chemicals,
    mining: m.internships_category_mining,
    'machinery-operation': m.internships_category_machinery_operation,
    'explosives-fireworks': m.internships_category_explosives_fireworks,
    'automobile-workshop': m.internships_category_automobile_workshop,
    foundry: m.internships_category_foundry,
    abattoir: m.internships_category_abattoir,
    'railway-port': m.internships_category_railway_port,
    'hospitality-kitchen': m.internships_category_hospitality_kitchen,
  };
  return names[category.id]?.() ?? category.name;
}

/**
 * A skill of the domain's list (SKILLS) in the page's language; names of products and languages (Python, WordPress…) and
 * skills a company typed itself stay as they are.
 */
export function skillLabel(skill: string): string {
  const labels: Record<string, () => string> = {
    'Social Media': m.internships_skill_social_media,
    Marketing: m.internships_skill_marketing,
    Design: m.internships_skill_design,
    'Content Writing': m.internships_skill_content_writing,
    'Customer Service': m.internships_skill_customer_service,
    'Data Entry': m.internships_skill_data_entry,
    Photography: m.internships_skill_photography,
    'Video Editing': m.internships_skill_video_editing,
    'Canva Design': m.internships_skill_canva_design,
    Sales: m.internships_skill_sales,
    'Basic Coding': m.internships_skill_basic_coding,
    'UI/UX Design': m.internships_skill_ui_ux_design,
  };
  return Object.hasOwn(labels, skill) ? labels[skill]() : skill;
}

/** Only http(s) addresses become links; a bare domain gets https:// in front. */
export function websiteHref(website: string | null | undefined): string | null {
  const trimmed = website?.trim();
  if (!trimmed) return null;
  // 'javascript:', 'mailto:' and friends are refused; 'example.com' or 'example.com:8080/x' get https:// in front.
  const hasOtherScheme = !/^https?:\/\//i.test(trimmed) && /^[a-z][a-z0-9+-]*:(?!\d)/i.test(trimmed);
  if (hasOtherScheme) return null;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The website as people read it: no scheme, no trailing slash. */
export const websiteLabel = (href: string) => href.replace(/^https?:\/\//i, '').replace(/\/$/, '');
