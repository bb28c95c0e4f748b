// The help page's texts: FAQs for students and companies, quick-help cards and tips (SPEC §2, §9 review times), in the
// page's language (functions: made while rendering, as the server pre-renders several languages).
import { m } from '@/paraglide/messages.js';

export interface Faq {
  id: string;
  question: string;
  answer: string;
}

export const studentFaqs = (): Faq[] => [
  { id: 'student-apply', question: m.help_student_apply_q(), answer: m.help_student_apply_a() },
  { id: 'student-cost', question: m.help_student_cost_q(), answer: m.help_student_cost_a() },
  { id: 'student-response', question: m.help_student_response_q(), answer: m.help_student_response_a() },
  { id: 'student-experience', question: m.help_student_experience_q(), answer: m.help_student_experience_a() },
  { id: 'student-profile', question: m.help_student_profile_q(), answer: m.help_student_profile_a() },
];

export const companyFaqs = (): Faq[] => [
  { id: 'company-join', question: m.help_company_join_q(), answer: m.help_company_join_a() },
  { id: 'company-respond', question: m.help_company_respond_q(), answer: m.help_company_respond_a() },
  { id: 'company-requirements', question: m.help_company_requirements_q(), answer: m.help_company_requirements_a() },
  { id: 'company-status', question: m.help_company_status_q(), answer: m.help_company_status_a() },
];

export const quickHelp = () =>
  [
    { title: m.help_quick_start_title(), text: m.help_quick_start_text(), to: '/auth' },
    { title: m.help_quick_browse_title(), text: m.help_quick_browse_text(), to: '/search' },
    { title: m.help_quick_advice_title(), text: m.help_quick_advice_text(), to: '/blog' },
  ] as const;

/** SPEC §9 review times. */
export const responseTimes = () => [
  { who: m.help_response_support_who(), when: m.help_response_support_when() },
  { who: m.help_response_companies_who(), when: m.help_response_companies_when() },
  { who: m.help_response_applications_who(), when: m.help_response_applications_when() },
];

export const tips = () => [m.help_tip_profile(), m.help_tip_read(), m.help_tip_early(), m.help_tip_dashboard(), m.help_tip_polite()];
