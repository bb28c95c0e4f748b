// Projection `users`: public user fields only (the password hash never enters it).
import type { PublicUser } from '@domain/users/types';
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const USERS = 'users';

type Handled = 'UserRegistered' | 'CompanyDetailsUpdated' | 'CompanyApproved' | 'StudentProfileCompleted' | 'UserProfileEdited' | 'UserNoticesChanged' | 'LanguageChosen' | 'UserDeleted' | 'EmailVerified' | 'CompanyRequestSubmitted' | 'CompanyRequestRejected' | 'CompanyRequestApproved';

export const usersProjection = defineProjection<PublicUser, Handled>({
  name: USERS,
  // 3: students' documents carry the résumé's `projects` and `achievements` ([] until given). 4: `emailVerified`.
  // 5: a company's `companyRequest` (its latest request, waiting or rejected; approval is `isApproved`).
  // 6: `language` (the account's chosen language; absent until chosen).
  version: 6,
  handles: [
    'UserRegistered',
    'CompanyDetailsUpdated',
    'CompanyApproved',
    'StudentProfileCompleted',
    'UserProfileEdited',
    'UserNoticesChanged',
    'LanguageChosen',
    'UserDeleted',
    'EmailVerified',
    'CompanyRequestSubmitted',
    'CompanyRequestRejected',
    'CompanyRequestApproved',
  ],
  indexes: ['role', 'isApproved'],
  idsOf: (event) => {
    switch (event.type) {
      case 'CompanyRequestSubmitted':
      case 'CompanyRequestRejected':
      case 'CompanyRequestApproved':
        return [event.data.companyId];
      default:
        return [event.data.userId];
    }
  },
  evolve: (doc, event) => {
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data;
        return {
          id: d.userId,
          username: d.username,
          email: d.email,
          role: d.role,
          firstName: d.firstName,
          lastName: d.lastName,
          companyName: null,
          companyField: null,
          website: null,
          location: d.location,
          bio: d.bio,
          grade: null,
          schoolName: null,
          university: d.university,
          graduationYear: d.graduationYear,
          fieldOfStudy: d.fieldOfStudy,
          skills: d.skills,
          projects: [],
          achievements: [],
          hobbies: d.hobbies,
          interestedFields: [],
          preferredCompanies: [],
          internshipDuration: null,
          profileComplete: d.profileComplete,
          isApproved: d.isApproved,
          createdAt: d.registeredAt,
        };
      }
      case 'CompanyDetailsUpdated': {
        if (!doc) return null;
        const { companyName, companyField, location, website } = event.data;
        return { ...doc, companyName, companyField, location, website };
      }
      case 'CompanyApproved':
        return doc && { ...doc, isApproved: true };
      case 'StudentProfileCompleted': {
        if (!doc) return null;
        const { hobbies, interestedFields, internshipDuration, preferredCompanies, location, grade, schoolName, skills, projects, achievements } = event.data;
        // The résumé fields only when this onboarding gave them (earlier ones never carried them).
        const resume = { ...(skills && { skills }), ...(projects && { projects }), ...(achievements && { achievements }) };
        return { ...doc, hobbies, interestedFields, internshipDuration, preferredCompanies, location, grade, schoolName, ...resume, profileComplete: true };
      }
      case 'UserProfileEdited':
        return doc && { ...doc, ...event.data.changes };
      case 'UserNoticesChanged':
        // Stored only once changed: absent means on (documents of before stay as they were).
        return doc && { ...doc, notices: event.data.notices };
      case 'LanguageChosen':
        return doc && { ...doc, language: event.data.language };
      case 'UserDeleted':
        return null;
      // What the admins' Users table shows beside Approved: a request waiting, or the last one rejected.
      case 'CompanyRequestSubmitted':
        return doc && { ...doc, companyRequest: 'pending' };
      case 'CompanyRequestRejected':
        return doc && { ...doc, companyRequest: 'rejected' };
      case 'CompanyRequestApproved': {
        if (!doc) return null;
        const { companyRequest: _done, ...approved } = doc;
        return approved;
      }
      case 'EmailVerified':
        // Stored only once verified: absent means not (yet) verified.
        return doc && { ...doc, emailVerified: true };
      default:
        return assertNever(event);
    }
  },
});
