// The no-fee check (DESIGN.md §4.2): which posting texts ask students for money (refused) and which do not (stipends paid to
// the student, promises of no fee), in English, Hindi and Hinglish; a property over arbitrary text; its speed, printed.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { asksForMoney, feeProblems, ASKS_FOR_MONEY } from '@domain/internships/fee-check';

const test = suite('fee check');

const ASKING = [
  'A registration fee of ₹500 is payable before joining.',
  'Training fee: Rs 2000, refundable after 3 months.',
  'Selected candidates must pay a security deposit of Rs. 1000.',
  'Certificate fee ₹300 will be charged at the end.',
  'Joining fee of 999 only!',
  'Processing fee applies to every application.',
  'Pay ₹500 to confirm your seat.',
  'You need to pay 1500 rupees for the study material.',
  'A deposit of Rs 1000 is required.',
  'Interns have to pay for their own training kit.',
  'Please transfer ₹750 to our UPI id to register.',
  'A small one-time fee covers your onboarding.',
  'Students are required to pay the course charges.',
  'Charges of ₹1200 for the certificate.',
  'Application fees: INR 250.',
  'पंजीकरण शुल्क ₹500 देना होगा।',
  'इंटर्नशिप की फीस 1000 रुपये है।',
  'चयन के बाद 500 रुपये जमा करने होंगे।',
  'Registration ke liye 500 dena hoga.',
  'Fees lagegi 999 rupaye.',
  'Certificate ke liye paise jama karne honge.',
  'Joining se pehle 2000 rs lagenge.',
  'Aapko pay karna hoga 300.',
  'Stipend ₹5000/month. A refundable security deposit of ₹2000 is collected on day one.',
  'No experience needed. Registration fee ₹499.',
  'We pay ₹3000 a month; a training fee of ₹1000 is deducted upfront.',
  'Our internship is free of cost for the first week. After that, fees of ₹800 apply.',
  'Candidates should deposit the caution money before starting.',
  'Fees: ₹999 (one time).',
  'A small fee applies to cover materials.',
  'Fees lagegi, details on call.',
];

const NOT_ASKING = [
  'Stipend ₹5000/month.',
  'We pay ₹3000 per month to every intern.',
  'No fee. No registration fee. Completely free of cost.',
  'This internship is free: there is no registration fee and no hidden charges.',
  'We never ask you for money.',
  'We do not charge any fee, ever.',
  "You don't have to pay anything.",
  'Monthly pay ₹4000, paid to you by bank transfer.',
  'You will receive a certificate and a letter of recommendation.',
  'Interns will earn ₹2500 per week.',
  'Help us collect feedback from 500 customers.',
  'Design posters for our coffee shop.',
  'Write blog posts about personal finance for teenagers.',
  'Learn how payments work in a fintech startup.',
  'Track the monthly budget of the school fair.',
  'The company will reimburse travel costs up to ₹500.',
  'Zero cost to students; laptops provided.',
  'कोई शुल्क नहीं। यह इंटर्नशिप निःशुल्क है।',
  'हम हर महीने ₹3000 स्टाइपेंड देते हैं।',
  'Koi fees nahi hai.',
  'Company aapko 3000 rupaye degi har mahine.',
  'Fee-free internship for school students.',
  'Work 10 hours a week after school, stipend Rs. 2000.',
  'Perks: certificate, flexible hours, free snacks.',
  'Research the history of Mumbai textile mills.',
  'Teach younger kids to code in Scratch.',
  'Tutoring: help grade 6 students with maths, ₹200 per hour paid to you.',
  "Help manage the school's fee records in Excel.",
  'Learn to deposit cheques and reconcile accounts at our bank branch.',
  '',
];

test('text asking students for money is found', () => {
  assert.ok(ASKING.length >= 25);
  for (const text of ASKING) assert.ok(asksForMoney(text), `should be refused: ${text}`);
});

test('stipends, promises of no fee and ordinary text are not', () => {
  assert.ok(NOT_ASKING.length >= 25);
  for (const text of NOT_ASKING) assert.not.ok(asksForMoney(text), `should be accepted: ${text}`);
});

test('feeProblems names the fields that ask, with the message', () => {
  assert.equal(feeProblems({ title: 'Design intern', description: 'Pay ₹500 to join.', requirements: 'No fee.' }), { description: ASKS_FOR_MONEY });
  assert.equal(feeProblems({ title: 'Design intern', description: 'Stipend ₹2000' }), {});
  assert.is(ASKS_FOR_MONEY, 'Internships on this platform never ask students for money.');
});

test('property: an ask stays an ask whatever harmless text surrounds it, and a promise of no fee never becomes one', () => {
  const harmless = fc.constantFrom(...NOT_ASKING.filter(Boolean));
  const ask = fc.constantFrom(...ASKING);
  fc.assert(fc.property(fc.array(harmless, { maxLength: 4 }), ask, fc.array(harmless, { maxLength: 4 }), (before, a, after) => asksForMoney([...before, a, ...after].join('\n'))));
  fc.assert(fc.property(fc.array(harmless, { minLength: 1, maxLength: 6 }), (texts) => !asksForMoney(texts.join('\n'))));
  // Any text at all: a boolean, never a throw.
  fc.assert(fc.property(fc.string({ maxLength: 2000 }), (s) => typeof asksForMoney(s) === 'boolean'));
});

test('speed: well under 1 ms per posting (printed, not asserted)', () => {
  const posting = `${NOT_ASKING.join(' ')}\n${'We build apps for schools and teach interns to design, test and ship them. '.repeat(40)}`;
  for (let i = 0; i < 200; i++) asksForMoney(posting);
  const runs = 2000;
  const t = performance.now();
  for (let i = 0; i < runs; i++) asksForMoney(posting);
  const perPosting = (performance.now() - t) / runs;
  console.log(`fee check: ${perPosting.toFixed(3)} ms per posting of ${posting.length} characters`);
});

test.run();
