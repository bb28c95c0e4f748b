// Personal data in the companies context's events: what a company account writes about itself when it applies to become a
// verified partner. Sealed with the company account's own key, so deleting the account erases it (a company may be one person).
import type { PersonalDataPolicy } from '../shared/personal-data';

export const COMPANIES_PERSONAL_DATA: PersonalDataPolicy = {
  CompanyRequestSubmitted: {
    subject: 'companyId',
    fields: {
      companyName: 'companyName',
      companyField: 'text',
      description: 'text',
      website: 'text',
      location: 'text',
      technicalSkills: 'text',
      otherSkills: 'text',
      // A sole proprietor's GSTIN holds their PAN.
      registrationNumber: 'optionalText',
    },
  },
};
