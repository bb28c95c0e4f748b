// Recommendations for a student (pure): postings in the categories of their onboarding interests or asking for their skills,
// each with the reason shown ('Matches your interest in design', 'Matches your skills: React, Python'), best matches first.
import type { InternshipCategoryId } from './categories';

/** The onboarding's fields of interest (domain/users/constants.ts INTERESTED_FIELDS) and the categories of work they mean. */
export const INTEREST_CATEGORIES: Readonly<Record<string, readonly InternshipCategoryId[]>> = {
  Technology: ['software', 'data'],
  Marketing: ['marketing', 'social-media', 'sales'],
  Design: ['design'],
  Business: ['sales', 'administration', 'customer-service', 'finance'],
  Healthcare: ['healthcare-assistant'],
  Education: ['teaching'],
  Finance: ['finance'],
  'Media & Communications': ['content-writing', 'photography-video', 'social-media'],
  'Social Impact': ['social-work'],
  Environment: ['environment'],
  'Arts & Culture': ['design', 'photography-video'],
  'Event Management': ['events'],
};

export const MAX_RECOMMENDATIONS = 6;

export interface StudentInterests {
  interestedFields: readonly string[];
  skills: readonly string[];
}

export interface Recommendable {
  id: string;
  category: string | null;
  skills: readonly string[];
  createdAt: string;
}

export interface Recommended<T> {
  internship: T;
  /** Why it is shown, in the student's words: one line per kind of match. */
  reasons: string[];
}

/** The categories a student's interests point at, without repeats. */
export const interestCategories = (interests: readonly string[]): InternshipCategoryId[] => [...new Set(interests.flatMap((i) => INTEREST_CATEGORIES[i] ?? []))];

const fold = (s: string) => s.trim().toLowerCase();

/** Why a posting suits the student (empty: it does not). */
/** The reasons' words (English; the SPA shows them in the page's language through the domain catalogs). */
export function interestReasonMessage(interest: string): string {
  return `Matches your interest in ${interest}`;
}
export function skillsReasonMessage(skills: string[]): string {
  if (skills.length === 1) return `Matches your skill: ${skills[0]}`;
  return `Matches your skills: ${skills.join(', ')}`;
}

export function reasonsFor(student: StudentInterests, posting: Pick<Recommendable, 'category' | 'skills'>): string[] {
  const reasons: string[] = [];
  const interest = posting.category ? student.interestedFields.find((i) => (INTEREST_CATEGORIES[i] ?? []).includes(posting.category as InternshipCategoryId)) : undefined;
  if (interest) reasons.push(interestReasonMessage(interest.toLowerCase()));
  const wanted = new Set(posting.skills.map(fold));
  const shared = student.skills.filter((s) => wanted.has(fold(s)));
  if (shared.length) reasons.push(skillsReasonMessage(shared));
  return reasons;
}

/** Up to `limit` postings, each with its reasons: more shared skills (an interest counts as one) first, then the newest. */
export function recommend<T extends Recommendable>(student: StudentInterests, candidates: readonly T[], limit = MAX_RECOMMENDATIONS): Recommended<T>[] {
  const seen = new Set<string>();
  const scored = candidates.flatMap((internship) => {
    if (seen.has(internship.id)) return [];
    seen.add(internship.id);
    const reasons = reasonsFor(student, internship);
    if (!reasons.length) return [];
    const wanted = new Set(internship.skills.map(fold));
    const score = student.skills.filter((s) => wanted.has(fold(s))).length + (reasons[0].startsWith('Matches your interest') ? 1 : 0);
    return [{ internship, reasons, score }];
  });
  scored.sort((a, b) => b.score - a.score || b.internship.createdAt.localeCompare(a.internship.createdAt) || a.internship.id.localeCompare(b.internship.id));
  return scored.slice(0, limit).map(({ internship, reasons }) => ({ internship, reasons }));
}
