// Personal data in the users context's events (see domain/shared/personal-data.ts): names, e-mails, the date of birth,
// the password hash and every profile field are encrypted with the person's own key.
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
  'changes.hobbies': 'list',
  'changes.interestedFields': 'list',
  'changes.preferredCompanies': 'list',
  'changes.internshipDuration': 'optionalText',
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
  StudentProfileCompleted: {
    subject: 'userId',
    fields: {
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
