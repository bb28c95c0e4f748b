// schema.org JobPosting of an internship page, following Google's job-posting rules: employmentType INTERN, the
// hiring company, where the work is (an address, or TELECOMMUTE with the applicant's country), the deadline, a stipend;
// the labels of its description in the page's language (the posting's own texts and schema.org's values stay as they are).
import type { PublicCompany } from '@domain/companies/types';
import { DEFAULT_LOCALE, type Locale } from '@domain/i18n/locales';
import type { Internship } from '@domain/internships/types';
import { fillText, SITE_NAME, type PageMetaTexts } from '@domain/site/page-meta';
import { pageMetaTexts } from '@domain/site/page-meta-texts';
import { parsePlace, type Place } from './place';
import { parseStipend } from './stipend';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** Google wants the whole posting in HTML: the description, the requirements and the skills. */
function descriptionHtml(internship: Internship, { jobPosting: labels }: PageMetaTexts): string {
  const requirements = internship.requirements.trim() ? `<p><strong>${escapeHtml(labels.requirements)}</strong></p>${paragraphs(internship.requirements)}` : '';
  const skills = internship.skills.length
    ? `<p><strong>${escapeHtml(labels.skills)}</strong></p><ul>${internship.skills.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`
    : '';
  const facts = [
    fillText(labels.duration, { duration: internship.duration }),
    fillText(labels.location, { location: internship.location }),
    ...(internship.salary ? [fillText(labels.stipend, { stipend: internship.salary })] : []),
  ];
  return `${paragraphs(internship.description)}${requirements}${skills}<p>${escapeHtml(facts.join(' '))}</p>`;
}

function postalAddress(place: Place, fallbackText: string) {
  return {
    '@type': 'PostalAddress',
    addressLocality: place.locality ?? (place.country ? undefined : fallbackText.trim()),
    addressRegion: place.region ?? undefined,
    addressCountry: place.country?.code,
  };
}

/** Where the work is: an on-site or hybrid internship has an address; a remote one says which country applicants live in. */
function whereFields(internship: Internship, place: Place) {
  const jobLocation = { '@type': 'Place', address: postalAddress(place, internship.location) };
  if (internship.type === 'onsite') return { jobLocation };
  const remote = {
    jobLocationType: 'TELECOMMUTE',
    ...(place.country && { applicantLocationRequirements: { '@type': 'Country', name: place.country.name } }),
  };
  // Hybrid work has an office too; a remote posting without a known country keeps the written place instead.
  return internship.type === 'hybrid' || !place.country ? { ...remote, jobLocation } : remote;
}

function baseSalary(internship: Internship, place: Place) {
  const stipend = parseStipend(internship.salary, place.country?.code ?? null);
  if (!stipend) return undefined;
  const amount = stipend.min === stipend.max ? { value: stipend.min } : { minValue: stipend.min, maxValue: stipend.max };
  return {
    '@type': 'MonetaryAmount',
    currency: stipend.currency,
    value: { '@type': 'QuantitativeValue', ...amount, ...(stipend.period && { unitText: stipend.period }) },
  };
}

/** The end of the deadline day where the internship is (UTC when the country is unknown). */
function validThrough(deadline: string | null, place: Place): string | undefined {
  if (!deadline) return undefined;
  const day = deadline.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return `${day}T23:59:59${place.country?.utcOffset ?? 'Z'}`;
}

/** The company's website as an http(s) URL ('example.org' gets https://); any other scheme is left out. */
function websiteUrl(website: string | null | undefined): string | undefined {
  const text = website?.trim();
  if (!text) return undefined;
  const hasScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text);
  if (hasScheme && !/^https?:\/\//i.test(text)) return undefined;
  try {
    const url = new URL(hasScheme ? text : `https://${text}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The JobPosting of an internship's page in `locale` (`pageUrl`: that page's address). */
export function jobPosting(internship: Internship, company: PublicCompany | null, pageUrl: string, locale: Locale = DEFAULT_LOCALE): Record<string, unknown> {
  const place = parsePlace(internship.location);
  const website = websiteUrl(company?.website);
  const organization = company?.companyName ?? SITE_NAME;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: internship.title,
    description: descriptionHtml(internship, pageMetaTexts(locale)),
    identifier: { '@type': 'PropertyValue', name: organization, value: internship.id },
    datePosted: internship.createdAt,
    validThrough: validThrough(internship.applicationDeadline, place),
    employmentType: 'INTERN',
    hiringOrganization: { '@type': 'Organization', name: organization, ...(website && { sameAs: website }) },
    ...whereFields(internship, place),
    baseSalary: baseSalary(internship, place),
    jobStartDate: internship.startDate ?? undefined,
    skills: internship.skills.length ? internship.skills.join(', ') : undefined,
    url: pageUrl,
  };
}
