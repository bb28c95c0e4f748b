// Unit tests of the JobPosting JSON-LD of an internship page against Google's job-posting rules.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Internship } from '@domain/internships/types';
import type { PublicCompany } from '@domain/companies/types';
import { jobPosting } from '@backend/http/pages/seo/job-posting';

const internship = (over: Partial<Internship> = {}): Internship => ({
  id: 'i-1',
  title: 'UI/UX Design Intern',
  description: 'Redesign our sign-up flow.\n\nRun tests with five students.',
  requirements: 'A few design samples.',
  location: 'Chennai, India',
  duration: '16 weeks',
  salary: '₹6,000 / month stipend',
  stipend: { amount: 6000, currency: 'INR', period: 'month' },
  durationWeeks: 16,
  country: 'IN',
  type: 'onsite',
  skills: ['UI/UX Design', 'Design'],
  companyId: 'c-1',
  isActive: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  applicationDeadline: '2026-04-15',
  startDate: '2026-05-01',
  questions: [],
  minAge: 14,
  hoursPerWeek: null,
  schedule: 'flexible',
  category: null,
  ...over,
});
const company: PublicCompany = { id: 'c-1', companyName: 'Bright Futures', companyField: 'Education', location: 'Chennai, India', website: 'https://bright.example.org' };
const URL_ = 'https://ifh.example/internship/i-1';

test('the fields Google requires, with employmentType INTERN and the company', () => {
  const ld = jobPosting(internship(), company, URL_) as Record<string, any>;
  assert.is(ld['@context'], 'https://schema.org');
  assert.is(ld['@type'], 'JobPosting');
  assert.is(ld.title, 'UI/UX Design Intern');
  assert.is(ld.datePosted, '2026-03-01T10:00:00.000Z');
  assert.is(ld.employmentType, 'INTERN');
  assert.equal(ld.hiringOrganization, { '@type': 'Organization', name: 'Bright Futures', sameAs: 'https://bright.example.org/' });
  assert.match(ld.description, '<p>Redesign our sign-up flow.</p><p>Run tests with five students.</p>');
  assert.match(ld.description, 'A few design samples.');
  assert.is(ld.url, URL_);
  assert.equal(ld.identifier, { '@type': 'PropertyValue', name: 'Bright Futures', value: 'i-1' });
});

test('on-site work has a postal address with locality and country, and no TELECOMMUTE', () => {
  const ld = jobPosting(internship(), company, URL_) as Record<string, any>;
  assert.equal(ld.jobLocation, { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Chennai', addressRegion: undefined, addressCountry: 'IN' } });
  assert.is(ld.jobLocationType, undefined);
});

test('remote work is TELECOMMUTE with the applicant country, and no office address', () => {
  const ld = jobPosting(internship({ type: 'remote', location: 'Dhaka, Bangladesh (remote + travel)' }), company, URL_) as Record<string, any>;
  assert.is(ld.jobLocationType, 'TELECOMMUTE');
  assert.equal(ld.applicantLocationRequirements, { '@type': 'Country', name: 'Bangladesh' });
  assert.is(ld.jobLocation, undefined);
});

test('hybrid work has both the office address and TELECOMMUTE', () => {
  const ld = jobPosting(internship({ type: 'hybrid', location: 'Colombo, Sri Lanka' }), company, URL_) as Record<string, any>;
  assert.is(ld.jobLocationType, 'TELECOMMUTE');
  assert.is(ld.jobLocation.address.addressCountry, 'LK');
  assert.equal(ld.applicantLocationRequirements, { '@type': 'Country', name: 'Sri Lanka' });
});

test('validThrough is the end of the deadline day where the internship is; none without a deadline', () => {
  assert.is((jobPosting(internship(), company, URL_) as any).validThrough, '2026-04-15T23:59:59+05:30');
  assert.is((jobPosting(internship({ location: 'Dhaka, Bangladesh' }), company, URL_) as any).validThrough, '2026-04-15T23:59:59+06:00');
  assert.is((jobPosting(internship({ location: 'Springfield' }), company, URL_) as any).validThrough, '2026-04-15T23:59:59Z');
  assert.is((jobPosting(internship({ applicationDeadline: null }), company, URL_) as any).validThrough, undefined);
});

test('baseSalary follows the salary text: currency, amount, period; none when absent or unreadable', () => {
  assert.equal((jobPosting(internship(), company, URL_) as any).baseSalary, {
    '@type': 'MonetaryAmount',
    currency: 'INR',
    value: { '@type': 'QuantitativeValue', value: 6000, unitText: 'MONTH' },
  });
  const pk = jobPosting(internship({ salary: '₨15,000 / month stipend', location: 'Karachi, Pakistan' }), company, URL_) as any;
  assert.is(pk.baseSalary.currency, 'PKR');
  const range = jobPosting(internship({ salary: '₹5,000 - 8,000 per month' }), company, URL_) as any;
  assert.equal(range.baseSalary.value, { '@type': 'QuantitativeValue', minValue: 5000, maxValue: 8000, unitText: 'MONTH' });
  assert.is((jobPosting(internship({ salary: null }), company, URL_) as any).baseSalary, undefined);
  assert.is((jobPosting(internship({ salary: 'Competitive' }), company, URL_) as any).baseSalary, undefined);
});

test('without a company record the site is the hiring organisation; a bare domain gets https://, other schemes are left out', () => {
  assert.is((jobPosting(internship(), { ...company, website: 'bright.example.org' }, URL_) as any).hiringOrganization.sameAs, 'https://bright.example.org/');
  assert.equal((jobPosting(internship(), null, URL_) as any).hiringOrganization, { '@type': 'Organization', name: 'Internships for Highschoolers' });
  assert.equal((jobPosting(internship(), { ...company, website: 'javascript:alert(1)' }, URL_) as any).hiringOrganization, { '@type': 'Organization', name: 'Bright Futures' });
});

test('HTML in the data is escaped inside the description', () => {
  const ld = jobPosting(internship({ description: 'Learn <script>alert(1)</script> & more' }), company, URL_) as any;
  assert.match(ld.description, '<p>Learn &lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>');
});

test('the description’s labels are in the page’s language; the posting’s own texts and schema.org’s values stay as they are', () => {
  const english = jobPosting(internship(), company, URL_) as any;
  assert.match(english.description, '<p><strong>Requirements</strong></p><p>A few design samples.</p><p><strong>Skills</strong></p>');
  assert.match(english.description, '<p>Duration: 16 weeks. Location: Chennai, India. Stipend: ₹6,000 / month stipend.</p>');
  const hindi = jobPosting(internship(), company, 'https://ifh.example/hi/internship/i-1', 'hi') as any;
  assert.match(hindi.description, '<p><strong>ज़रूरी बातें</strong></p><p>A few design samples.</p><p><strong>हुनर</strong></p>');
  assert.match(hindi.description, '<p>अवधि: 16 weeks। जगह: Chennai, India। स्टाइपेंड: ₹6,000 / month stipend।</p>');
  assert.is(hindi.title, 'UI/UX Design Intern');
  assert.is(hindi.employmentType, 'INTERN');
  assert.is(hindi.url, 'https://ifh.example/hi/internship/i-1');
  const unpaid = jobPosting(internship({ salary: null }), company, URL_, 'ur') as any;
  assert.match(unpaid.description, '<p>مدت: 16 weeks۔ جگہ: Chennai, India۔</p>');
});

test.run();
