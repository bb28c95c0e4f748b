// Projection `internships`: one document per internship, as the API shows it.
import type { Internship } from '@domain/internships/types';
import { defineProjection } from '../runtime/projection';

export const INTERNSHIPS = 'internships';

export const internshipsProjection = defineProjection<Internship, 'InternshipPosted'>({
  name: INTERNSHIPS,
  version: 1,
  handles: ['InternshipPosted'],
  // Equality filters, the words of the text filters ($contains), and the list's order (newest first, paged).
  indexes: ['isActive', 'companyId', 'skills', 'type', { text: 'title' }, { text: 'description' }, { text: 'location' }, { sorted: { createdAt: -1, id: 1 } }],
  idsOf: (event) => [event.data.internshipId],
  evolve: (_doc, event) => {
    const { internshipId, postedAt, ...d } = event.data;
    return {
      id: internshipId,
      title: d.title,
      description: d.description,
      requirements: d.requirements,
      location: d.location,
      duration: d.duration,
      salary: d.salary,
      type: d.type,
      skills: d.skills,
      companyId: d.companyId,
      isActive: true,
      createdAt: postedAt,
      applicationDeadline: d.applicationDeadline,
      startDate: d.startDate,
    };
  },
});
