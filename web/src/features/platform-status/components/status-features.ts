// The static feature list of /status: five core modules, every feature completed (SPEC §2).
export interface FeatureModule {
  name: string;
  features: string[];
}

export const CORE_MODULES: FeatureModule[] = [
  {
    name: 'Authentication & Accounts',
    features: ['Student sign up', 'Sign in and sign out', 'Company registration', 'Role-based access', 'Student profile onboarding'],
  },
  {
    name: 'Internship Discovery',
    features: ['Internship search', 'Location, type and skill filters', 'Internship details', 'Favourite internships'],
  },
  {
    name: 'Applications',
    features: ['Apply to internships', 'Application tracking dashboard', 'Application status updates', 'Status history'],
  },
  {
    name: 'Company Portal',
    features: ['Company application form', 'Admin review of company requests', 'Company dashboard', 'Company status page'],
  },
  {
    name: 'Content & Administration',
    features: ['Career blog', 'Admin dashboard', 'Admin backend', 'Help & support', 'Social-login guide'],
  },
];

/** The application statuses the platform tracks (SPEC §4). */
export const APPLICATION_STATUS_LIST = [
  { status: 'pending', text: 'Submitted and waiting for review' },
  { status: 'reviewed', text: 'Seen by the company' },
  { status: 'accepted', text: 'Offered the internship' },
  { status: 'rejected', text: 'Not selected this time' },
] as const;
