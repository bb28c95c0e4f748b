// Demo people for an empty store: students with onboarding profiles who applied, and a second company whose request is pending.
import type { OnboardingProfile } from '@domain/users/schemas';

export interface DemoStudent {
  email: string;
  firstName: string;
  lastName: string;
  location: string;
  profile: OnboardingProfile;
  /** Applications: the index of a demo internship, days ago, and the company's answer (status and days after applying). */
  applications: Array<{ internship: number; daysAgo: number; answer?: { status: 'reviewed' | 'accepted' | 'rejected'; afterDays: number } }>;
}

export const DEMO_STUDENT_EMAIL = 'demo.student@example.com';

export const DEMO_STUDENTS: DemoStudent[] = [
  {
    email: DEMO_STUDENT_EMAIL,
    firstName: 'Aarav',
    lastName: 'Sharma',
    location: 'Bangalore, India',
    profile: {
      hobbies: ['coding', 'design'], interestedFields: ['Technology', 'Design'], internshipDuration: '1-3-months',
      preferredCompanies: ['TechStart India', 'Creative Minds Studio'], location: 'Bangalore, India', grade: '11th', schoolName: 'Delhi Public School, Bangalore East',
    },
    applications: [
      { internship: 2, daysAgo: 12, answer: { status: 'accepted', afterDays: 3 } },
      { internship: 5, daysAgo: 6, answer: { status: 'reviewed', afterDays: 1 } },
      { internship: 9, daysAgo: 1 },
    ],
  },
  {
    email: 'fatima.rahman@example.com',
    firstName: 'Fatima',
    lastName: 'Rahman',
    location: 'Dhaka, Bangladesh',
    profile: {
      hobbies: ['reading', 'socialwork'], interestedFields: ['Social Impact', 'Education'], internshipDuration: '3-6-months',
      preferredCompanies: ['Hope Rising NGO', 'EduBridge Learning'], location: 'Dhaka, Bangladesh', grade: '10th', schoolName: 'Viqarunnisa Noon School',
    },
    applications: [
      { internship: 12, daysAgo: 15, answer: { status: 'accepted', afterDays: 2 } },
      { internship: 1, daysAgo: 9 },
    ],
  },
  {
    email: 'nimal.perera@example.com',
    firstName: 'Nimal',
    lastName: 'Perera',
    location: 'Colombo, Sri Lanka',
    profile: {
      hobbies: ['photography', 'music'], interestedFields: ['Media & Communications', 'Arts & Culture'], internshipDuration: '1-3-months',
      preferredCompanies: ['Voices Media House'], location: 'Colombo, Sri Lanka', grade: '12th', schoolName: 'Royal College, Colombo',
    },
    applications: [
      { internship: 4, daysAgo: 20, answer: { status: 'rejected', afterDays: 9 } },
      { internship: 2, daysAgo: 4, answer: { status: 'reviewed', afterDays: 2 } },
    ],
  },
  {
    email: 'ayesha.khan@example.com',
    firstName: 'Ayesha',
    lastName: 'Khan',
    location: 'Lahore, Pakistan',
    profile: {
      hobbies: ['design', 'gaming'], interestedFields: ['Design', 'Marketing'], internshipDuration: '6-plus-months',
      preferredCompanies: ['Market Movers Agency'], location: 'Lahore, Pakistan', grade: '11th', schoolName: 'Lahore Grammar School',
    },
    applications: [{ internship: 2, daysAgo: 2 }],
  },
];

/** A second company: signed up and applied, waiting for an admin's decision. */
export const PENDING_COMPANY = {
  email: 'green.sprout@example.com',
  request: {
    companyName: 'Green Sprout Labs',
    companyField: 'Environment & Sustainability' as const,
    internshipType: 'hybrid' as const,
    description:
      'We run school garden and composting projects in Chennai. Interns would help plan a neighbourhood composting drive, track results in a shared sheet and write short updates for parents.',
    website: 'https://greensprout.example.org',
    location: 'Chennai, India',
    technicalSkills: 'Spreadsheets, basic photography',
    otherSkills: 'Friendly with younger children',
    companySize: '11-50' as const,
    termsAccepted: true as const,
  },
};

/** The demo company's own application, approved by admin1 (so its status page and the audit trail show the real flow). */
export const DEMO_COMPANY_REQUEST = {
  companyField: 'Non-profit & Social Impact' as const,
  internshipType: 'hybrid' as const,
  description:
    'Bright Futures Collective runs clean-water, literacy and youth-leadership projects across South Asia. High school interns join real projects with a mentor: research, outreach, design and events.',
  technicalSkills: 'Canva, Google Workspace, basic research',
  otherSkills: 'Curiosity and reliability',
  companySize: '51-200' as const,
  termsAccepted: true as const,
};
