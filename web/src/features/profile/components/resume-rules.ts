// The résumé part of a student's profile (DESIGN.md §4.0): at most 10 projects {title 1–100, description ≤500, optional
// http(s) link} and 10 achievements (1–200 each); the form's values, its checks, and what it sends.
import type { ResumeProject } from '@domain/applications/types';
import {
  ACHIEVEMENT_EMPTY,
  ACHIEVEMENT_TOO_LONG,
  MAX_ACHIEVEMENTS,
  MAX_PROJECTS,
  PROJECT_DESCRIPTION_TOO_LONG,
  PROJECT_LINK_INVALID,
  PROJECT_TITLE_REQUIRED,
  PROJECT_TITLE_TOO_LONG,
} from '@domain/users/schemas';
import { localizeDomainMessage } from '@/i18n/domain-message';

export { MAX_ACHIEVEMENTS, MAX_PROJECTS };

export interface ProjectValues {
  /** A stable key for React while rows are added and removed. */
  key: number;
  title: string;
  description: string;
  link: string;
}

export interface ResumeValues {
  skills: string[];
  projects: ProjectValues[];
  achievements: { key: number; text: string }[];
}

let nextKey = 1;
export const newKey = () => nextKey++;

export function resumeValuesOf(user: { skills: string[]; projects?: ResumeProject[]; achievements?: string[] }): ResumeValues {
  return {
    skills: [...user.skills],
    projects: (user.projects ?? []).map((p) => ({ key: newKey(), title: p.title, description: p.description, link: p.link ?? '' })),
    achievements: (user.achievements ?? []).map((text) => ({ key: newKey(), text })),
  };
}

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Errors by field id: 'project-<key>-title', 'project-<key>-description', 'project-<key>-link', 'achievement-<key>'. */
export function resumeErrors(values: ResumeValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const p of values.projects) {
    const title = p.title.trim();
    if (!title) errors[`project-${p.key}-title`] = localizeDomainMessage(PROJECT_TITLE_REQUIRED);
    else if (title.length > 100) errors[`project-${p.key}-title`] = localizeDomainMessage(PROJECT_TITLE_TOO_LONG);
    if (p.description.trim().length > 500) errors[`project-${p.key}-description`] = localizeDomainMessage(PROJECT_DESCRIPTION_TOO_LONG);
    if (p.link.trim() && !isHttpUrl(p.link.trim())) errors[`project-${p.key}-link`] = localizeDomainMessage(PROJECT_LINK_INVALID);
  }
  for (const a of values.achievements) {
    const text = a.text.trim();
    if (!text) errors[`achievement-${a.key}`] = localizeDomainMessage(ACHIEVEMENT_EMPTY);
    else if (text.length > 200) errors[`achievement-${a.key}`] = localizeDomainMessage(ACHIEVEMENT_TOO_LONG);
  }
  return errors;
}

export function resumeChanges(values: ResumeValues) {
  return {
    skills: values.skills,
    projects: values.projects.map((p) => ({ title: p.title.trim(), description: p.description.trim(), link: p.link.trim() || null })),
    achievements: values.achievements.map((a) => a.text.trim()),
  };
}
