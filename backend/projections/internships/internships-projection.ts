// Projection `internships`: one document per internship, as the API shows it.
import type { Internship } from '@domain/internships/types';
import { defineProjection } from '../runtime/projection';

export const INTERNSHIPS = 'internships';

export const internshipsProjection = defineProjection<Internship, 'InternshipPosted'>({
  name: INTERNSHIPS,
  version: 1,
  handles: ['InternshipPosted'],
  indexes: ['isActive', 'companyId'],
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
