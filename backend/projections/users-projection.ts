// Projection: the users read model (public user fields only; the password hash never enters it).
import type { PublicUser } from '../../domain/user';
import { assertNever } from '../../domain/events';
import { defineProjection } from './projection';

export const USERS = 'users';

export const usersProjection = defineProjection<PublicUser>({
  collection: USERS,
  indexes: ['role'],
  idsOf: (event) => {
    switch (event.type) {
      case 'UserRegistered':
      case 'CompanyDetailsUpdated':
      case 'CompanyApproved':
      case 'StudentProfileCompleted':
        return [event.data.userId];
      case 'UserSignedIn':
      case 'SignInFailed':
      case 'EmailClaimed':
      case 'InternshipPosted':
      case 'ApplicationSubmitted':
      case 'ApplicationStatusChanged':
      case 'FavoriteAdded':
      case 'FavoriteRemoved':
      case 'BlogSlugClaimed':
      case 'BlogPostCreated':
      case 'BlogPostPublished':
      case 'BlogPostUnpublished':
        return [];
      default:
        return assertNever(event);
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
        const { hobbies, interestedFields, internshipDuration, preferredCompanies, location, grade, schoolName } = event.data;
        return { ...doc, hobbies, interestedFields, internshipDuration, preferredCompanies, location, grade, schoolName, profileComplete: true };
      }
      default:
        return doc;
    }
  },
});
