// Projection: the internships read model (one document per internship, as the API shows it).
import type { Internship } from '../../domain/internship';
import { defineProjection } from './projection';

export const INTERNSHIPS = 'internships';

export const internshipsProjection = defineProjection<Internship>({
  collection: INTERNSHIPS,
  indexes: ['isActive', 'companyId'],
  idsOf: (event) => (event.type === 'InternshipPosted' ? [event.data.internshipId] : []),
  evolve: (doc, event) => {
    if (event.type !== 'InternshipPosted') return doc;
    const d = event.data;
    return {
      id: d.internshipId,
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
      createdAt: d.postedAt,
      applicationDeadline: d.applicationDeadline,
      startDate: d.startDate,
    };
  },
});
