// A valid company application body (SPEC §3), for API tests of the company and admin side.
export const companyApplication = (over: Record<string, unknown> = {}) => ({
  companyName: 'Acme Learning',
  companyField: 'Education',
  internshipType: 'hybrid',
  description: 'Weekend coding clubs for children.',
  website: 'acme-learning.example.org',
  location: 'Pune, India',
  technicalSkills: 'Scratch, HTML',
  otherSkills: '',
  companySize: '11-50',
  termsAccepted: true,
  ...over,
});
