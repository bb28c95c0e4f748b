// The help page's texts: FAQs for students and companies, quick-help cards and tips (SPEC §2, §9 review times).
export interface Faq {
  id: string;
  question: string;
  answer: string;
}

export const STUDENT_FAQS: Faq[] = [
  {
    id: 'student-apply',
    question: 'How do I apply for an internship?',
    answer:
      'Sign up as a student, complete your profile, then open Browse Internships. Choose an internship, read the details and press the apply button. You can follow every application on your dashboard.',
  },
  {
    id: 'student-cost',
    question: 'Does it cost anything to use the platform?',
    answer: 'No. Creating a student account, browsing internships and applying are all free.',
  },
  {
    id: 'student-response',
    question: 'How long until I hear back about an application?',
    answer:
      'Applications are usually reviewed within 2-3 business days. Companies are asked to respond to student applications within 1 week. Your dashboard shows the current status: pending, reviewed, accepted or rejected.',
  },
  {
    id: 'student-experience',
    question: 'Do I need work experience?',
    answer:
      'No. The internships are made for high school students in grades 9 to 12. Curiosity, reliability and a willingness to learn matter far more than experience.',
  },
  {
    id: 'student-profile',
    question: 'How do I update my profile?',
    answer: 'Open your dashboard and choose Edit Profile. You can change your hobbies, fields of interest, preferred companies, grade and school at any time.',
  },
];

export const COMPANY_FAQS: Faq[] = [
  {
    id: 'company-join',
    question: 'How does my company join as a partner?',
    answer:
      'Register a company account and submit the company application. An admin reviews every request, usually within 24-48 hours. Once approved, your company can post internships and students can browse and apply.',
  },
  {
    id: 'company-respond',
    question: 'How quickly should we respond to students?',
    answer: 'We ask companies to respond to student applications within 1 week, even when the answer is no. A quick reply helps students plan their time.',
  },
  {
    id: 'company-requirements',
    question: 'What do you expect from host companies?',
    answer:
      'Provide real mentorship, a safe environment and clear guidelines, respect students’ academic schedules, and issue a certificate of completion at the end of the internship.',
  },
  {
    id: 'company-status',
    question: 'Where can I see the status of my company application?',
    answer: 'Sign in with your company account: while your request is under review you will see its status, and after approval your company dashboard opens.',
  },
];

export const QUICK_HELP = [
  { title: 'Getting Started', text: 'Create your account, complete your profile and start exploring internships in minutes.', to: '/auth' },
  { title: 'Browse Internships', text: 'Search by title, location, work type and skills to find the right opportunity.', to: '/search' },
  { title: 'Career Advice', text: 'Read our blog for cover-letter tips, interview advice and stories from other students.', to: '/blog' },
] as const;

/** SPEC §9 review times. */
export const RESPONSE_TIMES = [
  { who: 'Support', when: 'Reply within 24 hours on business days' },
  { who: 'Company requests', when: 'Reviewed by an admin within 24-48 hours' },
  { who: 'Student applications', when: 'Companies are asked to respond within 1 week' },
] as const;

export const TIPS = [
  'Complete your profile so companies can see your interests and school details.',
  'Read each internship description carefully before applying.',
  'Apply early: popular internships fill up quickly.',
  'Check your dashboard regularly for status updates on your applications.',
  'Be professional and polite in every message you send to a company.',
];
