// What an interview needs to know of its internship, folded from the internship's stream (pure): its title, its company and
// its place (the location as last edited).
import type { InternshipEvent } from '../internships/events';

export interface InternshipPlace {
  title: string;
  companyId: string | null;
  location: string | null;
}

export const internshipPlace = (events: ReadonlyArray<{ type: string; data: unknown }>): InternshipPlace =>
  (events as ReadonlyArray<InternshipEvent>).reduce<InternshipPlace>(
    (i, e) =>
      e.type === 'InternshipPosted'
        ? { title: e.data.title, companyId: e.data.companyId, location: e.data.location }
        : e.type === 'InternshipEdited'
          ? { ...i, title: e.data.changes.title ?? i.title, location: e.data.changes.location ?? i.location }
          : i,
    { title: 'an internship', companyId: null, location: null },
  );
