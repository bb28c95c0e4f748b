// Personal data in the users context's events (see domain/shared/personal-data.ts): names, e-mails, the date of birth,
// the password hash and every profile field — a company account's name, field, place and website too — are encrypted with
// the account's own key.
import type { PersonalDataPolicy } from '../shared/personal-data';

const profileChanges = {
  'changes.firstName': 'name',
  'changes.lastName': 'surname',
  'changes.location': 'text',
  'changes.bio': 'text',
  'changes.grade': 'optionalText',
  'changes.schoolName': 'optionalText',
  'changes.university': 'text',
  'changes.graduationYear': 'date',
  'changes.fieldOfStudy': 'text',
  'changes.skills': 'list',
  'changes.projects': 'list',
  'changes.achievements': 'list',
  'changes.hobbies': 'list',
  'changes.interestedFields': 'list',
  'changes.preferredCompanies': 'list',
  'changes.internshipDuration': 'optionalText',
  'changes.companyName': 'companyName',
  'changes.companyField': 'optionalText',
  'changes.website': 'optionalText',
} as const;

export const USERS_PERSONAL_DATA: PersonalDataPolicy = {
  EmailClaimed: { subject: 'userId', fields: { email: 'email' } },
  EmailReleased: { subject: 'userId', fields: { email: 'email' } },
  UserRegistered: {
    subject: 'userId',
    fields: {
      username: 'email',
      email: 'email',
      passwordHash: 'text',
      firstName: 'name',
      lastName: 'surname',
      location: 'text',
      bio: 'text',
      university: 'text',
      fieldOfStudy: 'text',
      graduationYear: 'date',
      skills: 'list',
      hobbies: 'list',
      dateOfBirth: 'date',
    },
  },
  PasswordChanged: { subject: 'userId', fields: { passwordHash: 'text' } },
  CompanyDetailsUpdated: {
    subject: 'userId',
    fields: { companyName: 'companyName', companyField: 'text', location: 'text', website: 'optionalText' },
  },
  StudentProfileCompleted: {
    subject: 'userId',
    fields: {
      skills: 'list',
      projects: 'list',
      achievements: 'list',
      hobbies: 'list',
      interestedFields: 'list',
      internshipDuration: 'text',
      preferredCompanies: 'list',
      location: 'text',
      grade: 'text',
      schoolName: 'text',
    },
  },
  UserProfileEdited: { subject: 'userId', fields: profileChanges },
  // Only v1 carried the address.
  UserDeleted: { subject: 'userId', fields: { email: 'email' } },
};
