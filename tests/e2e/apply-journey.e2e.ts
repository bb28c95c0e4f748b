// Issue 28 as a new student lives it, in Chromium, with the defaults on (PARENTAL_CONSENT=required): a visitor presses
// apply, signs up (under 18, a guardian's e-mail), onboards with skills and is brought back to the internship, where the
// button waits for consent and says why; the parent consents from the e-mail; the student writes a letter, answers the
// company's questions and gives availability (errors under the fields first), withdraws through a confirmation, applies
// again; the company rejects with a note the student reads in the history; the closed internship still shows to the
// student, marked Closed. The profile grows into a résumé (projects, achievements, a PDF with its 413/415 messages). axe
// and screenshots at 1280 and 390 px.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chromium, type Browser, type Page } from 'playwright';
import { client } from '../helpers/http';
import { seriousAxeViolations } from '../helpers/axe';
import { approvedCompany, postTestInternship } from '../helpers/journey-fixtures';
import { startTestServer, type TestServer } from '../helpers/server';
import { fillAndSendApplication } from './apply-steps';
import { consentFromMailbox, verifyFromMailbox } from './consent-steps';

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const SHOTS = process.env.SHOTS_DIR;

let srv: TestServer;
let browser: Browser;
let internshipId = '';
let companyEmail = '';
const QUESTIONS = ['Which app or website would you like to improve, and how?', 'Tell us about something you built or organised.'];
const LETTER =
  'I have been building small websites for my school club for two years and I would love to learn how a real team ships them. I can spend my afternoons on it.';

test.before(async () => {
  srv = await startTestServer({ web: true, config: { devMailbox: true } });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  const company = await approvedCompany(srv, 'Kestrel Studio');
  internshipId = (await postTestInternship(srv, company.id, { title: 'Website Helper Intern', questions: QUESTIONS })).id;
  companyEmail = (await srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(company.id))!.email;
});

test.after(async () => {
  await browser?.close();
  await srv?.close();
});

async function newPage(width = 1280): Promise<Page> {
  // bypassCSP: axe-core is injected as a script (the app's CSP allows only its own).
  const page = await (await browser.newContext({ viewport: { width, height: 900 }, baseURL: srv.url, bypassCSP: true })).newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function look(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function assertAccessible(page: Page, label: string) {
  await page.waitForTimeout(450); // page-change and dialog animations
  assert.equal(await seriousAxeViolations(page), [], label);
}

async function assertNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.is(overflow, 0, `${label}: no sideways scrolling`);
}

const toastTitle = (page: Page, title: string) => page.locator('[data-scope=toast][data-part=root]').getByText(title, { exact: true });

/** The guardian opens the consent e-mail in the development mailbox and consents. */
async function parentConsents(guardian: string) {
  const parent = await newPage(390);
  await consentFromMailbox(parent, guardian);
  await parent.context().close();
}

const stamp = Date.now().toString(36);
const email = `ira.${stamp}@example.com`;
const guardian = `ira.parent.${stamp}@example.com`;
let student: Page;

test('a visitor who presses apply signs up, onboards and is brought back to the internship, where the button waits for consent and says why', async () => {
  student = await newPage();
  await student.goto(`/internship/${internshipId}`);
  await student.getByRole('heading', { level: 1, name: 'Website Helper Intern' }).waitFor();
  await student.getByRole('button', { name: 'Sign Up for Internship' }).click();
  await student.waitForURL((u) => u.pathname === '/auth' && u.searchParams.get('tab') === 'register' && u.searchParams.get('redirect') === `/internship/${internshipId}`);
  await student.getByText('You need to create an account to apply').waitFor();

  await student.getByLabel('First Name').fill('Ira');
  await student.getByLabel('Last Name').fill(`Kapoor${stamp}`);
  await student.getByLabel('Email', { exact: true }).fill(email);
  await student.getByLabel('Password', { exact: true }).fill('secret123');
  await student.getByLabel('Confirm Password').fill('secret123');
  await student.getByLabel('Date of Birth').fill('2011-03-14');
  await student.getByLabel("Parent's or Guardian's Email").fill(guardian);
  await student.getByRole('button', { name: 'Create Account' }).click();
  await student.waitForURL((u) => u.pathname === '/student-onboarding' && u.searchParams.get('redirect') === `/internship/${internshipId}`);

  // Onboarding asks for skills too.
  await student.getByRole('checkbox', { name: 'Coding' }).check();
  await student.getByRole('checkbox', { name: 'Technology' }).check();
  await student.getByRole('button', { name: 'Next' }).click();
  await student.getByRole('radio', { name: /^1-3 months/ }).check();
  // Preferred companies are optional (issue 36): skipped.
  await student.getByRole('button', { name: 'Next' }).click();
  await student.getByLabel('Location').fill('Pune, India');
  await student.getByRole('radio', { name: '10th Grade' }).check();
  await student.getByLabel('School Name').fill('Pune Public School');
  await student.getByRole('group', { name: 'Your Skills' }).getByRole('checkbox', { name: 'HTML/CSS' }).check();
  await student.getByRole('group', { name: 'Your Skills' }).getByRole('checkbox', { name: 'JavaScript' }).check();
  await look(student, 'onboarding-skills-1280');
  await student.getByRole('button', { name: 'Complete Profile' }).click();
  await student.waitForURL((u) => u.pathname === `/internship/${internshipId}`);
  const me = (await (await student.request.get('/api/user')).json()) as { skills: string[] };
  assert.equal([...me.skills].sort(), ['HTML/CSS', 'JavaScript']);

  // First the address: the button waits for it, says so, and the link in the e-mail confirms it.
  const button = student.getByRole('button', { name: 'Sign Up for Internship' });
  await student.getByTestId('apply-blocked-reason').getByText(`Please confirm your e-mail address first: open the link we sent to ${email}.`).waitFor();
  assert.ok(await button.isDisabled());
  await look(student, 'detail-email-unconfirmed-1280');
  await assertAccessible(student, 'the detail page waiting for the e-mail address, 1280 px');
  await verifyFromMailbox(student, email);
  await assertAccessible(student, 'the verification page');
  await look(student, 'verify-email-done-1280');
  await student.goto(`/internship/${internshipId}`);

  // Waiting for consent: the button is disabled, the reason beside it and tied to it.
  await student.getByTestId('apply-blocked-reason').getByText(/your parent or guardian must agree first/).waitFor();
  assert.ok(await button.isDisabled());
  const reasonId = await student.getByTestId('apply-blocked-reason').getAttribute('id');
  assert.is(await button.getAttribute('aria-describedby'), reasonId);
  await student.getByTestId('apply-blocked-reason').getByRole('link', { name: /dashboard/ }).waitFor();
  await look(student, 'detail-consent-awaited-1280');
  await assertAccessible(student, 'the detail page waiting for consent, 1280 px');
  await student.setViewportSize({ width: 390, height: 844 });
  await look(student, 'detail-consent-awaited-390');
  await assertNoSidewaysScroll(student, 'the detail page waiting for consent');
  await assertAccessible(student, 'the detail page waiting for consent, 390 px');
  await student.setViewportSize({ width: 1280, height: 900 });
});

test('after the parent consents the student writes a letter, answers the questions and gives availability; errors show under the fields first', async () => {
  await parentConsents(guardian);
  await student.reload();
  const button = student.getByRole('button', { name: 'Sign Up for Internship' });
  await student.waitForFunction(() => {
    const b = [...document.querySelectorAll('button')].find((x) => x.textContent?.includes('Sign Up for Internship'));
    return b && !b.disabled;
  });
  assert.is(await student.getByTestId('apply-blocked-reason').count(), 0);
  await button.click();
  await student.waitForURL((u) => u.pathname === `/internship/${internshipId}/apply`);
  await student.getByRole('heading', { level: 1, name: 'Website Helper Intern' }).waitFor();

  // Never pre-filled; the profile that goes with it is shown.
  const letter = student.getByRole('textbox', { name: /Why do you want this internship/ });
  assert.is(await letter.inputValue(), '');
  const preview = student.getByTestId('profile-preview');
  await preview.getByText('Pune Public School').waitFor();
  await preview.getByText('HTML/CSS', { exact: true }).waitFor();
  await preview.getByRole('link', { name: 'Edit profile' }).waitFor();
  await look(student, 'apply-empty-1280');
  await assertAccessible(student, 'the apply screen, 1280 px');

  // Submitting empty: an error under each field, focus on the letter.
  await student.getByRole('button', { name: 'Send Application' }).click();
  await student.getByText('Please write a cover letter').waitFor();
  assert.is(await student.getByText('Please answer this question').count(), 2);
  await student.getByText('Hours per week must be between 1 and 40').waitFor();
  assert.is(await letter.evaluate((el) => el === document.activeElement), true);
  assert.is(await letter.getAttribute('aria-invalid'), 'true');
  await look(student, 'apply-errors-1280');
  await assertAccessible(student, 'the apply screen with errors, 1280 px');

  await letter.fill('Too short to say much.');
  await student.getByText(/Please write at least 50 characters/).waitFor();
  await letter.fill(LETTER);
  await student.getByTestId('letter-counter').getByText(`${LETTER.length} / 3,000 characters`).waitFor();
  await student.getByRole('textbox', { name: `1. ${QUESTIONS[0]}` }).fill('The school canteen menu site: it should work on phones.');
  await student.getByRole('textbox', { name: `2. ${QUESTIONS[1]}` }).fill('A science fair sign-up form for 200 students.');
  await student.getByLabel('Hours per week you can work').fill('41');
  await student.getByText('Hours per week must be between 1 and 40').waitFor();
  await student.getByLabel('Hours per week you can work').fill('12');
  await student.getByLabel('Available from (optional)').fill('2027-06-01');
  await student.getByLabel('Available until (optional)').fill('2027-05-01');
  await student.getByText('The end date must be after the start date').waitFor();
  await student.getByLabel('Available until (optional)').fill('2027-07-31');
  await student.getByRole('button', { name: 'Send Application' }).click();
  await student.waitForURL((u) => u.pathname === '/application-success');
  await toastTitle(student, 'Application Submitted').waitFor();
  await student.getByRole('heading', { name: 'Application Submitted!' }).waitFor();

  const [application] = (await (await student.request.get('/api/applications')).json()) as {
    internshipId: string; status: string; coverLetter: string; answers: { question: string; answer: string }[];
    availability: { hoursPerWeek: number; from: string | null; to: string | null }; profile: { skills: string[]; schoolName: string } | null;
  }[];
  assert.is(application.internshipId, internshipId);
  assert.is(application.status, 'pending');
  assert.is(application.coverLetter, LETTER);
  assert.equal(application.answers.map((a) => a.question), QUESTIONS);
  assert.is(application.answers[1].answer, 'A science fair sign-up form for 200 students.');
  assert.equal(application.availability, { hoursPerWeek: 12, from: '2027-06-01', to: '2027-07-31' });
  assert.is(application.profile?.schoolName, 'Pune Public School');

  await student.goto(`/internship/${internshipId}`);
  assert.ok(await student.getByRole('button', { name: 'Applied' }).isDisabled());
});

test('the student withdraws through a confirmation dialog, and applies again', async () => {
  // The menus reach My applications.
  await student.getByTestId('user-menu-trigger').click();
  await student.getByRole('menuitem', { name: 'My Applications' }).click();
  await student.waitForURL((u) => u.pathname === '/applications');
  const row = student.getByTestId('recent-application').filter({ hasText: 'Website Helper Intern' });
  await row.getByTestId('status-badge').getByText('Pending').waitFor();
  await row.getByRole('button', { name: /^Withdraw application/ }).click();
  const dialog = student.getByRole('alertdialog', { name: 'Withdraw this application?' });
  await dialog.waitFor();
  await look(student, 'withdraw-dialog-1280');
  await assertAccessible(student, 'the withdraw dialog, 1280 px');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await row.getByRole('button', { name: /^Withdraw application/ }).click();
  await dialog.getByRole('button', { name: 'Withdraw application' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await row.getByTestId('status-badge').getByText('Withdrawn').waitFor();
  assert.is(await row.getByRole('button', { name: /^Withdraw application/ }).count(), 0);
  await student.waitForFunction(() => document.activeElement?.textContent?.includes('Show status history'));
  await row.getByRole('button', { name: 'Show status history' }).click();
  await row.getByText('You withdrew your application').waitFor();
  await look(student, 'my-applications-withdrawn-1280');

  await student.goto(`/internship/${internshipId}`);
  await student.getByText('You withdrew your application; you can apply again.').waitFor();
  await student.getByRole('button', { name: 'Sign Up for Internship' }).click();
  await student.waitForURL((u) => u.pathname === `/internship/${internshipId}/apply`);
  await student.getByRole('textbox', { name: /Why do you want this internship/ }).fill(`${LETTER} I am still keen.`);
  await student.getByRole('textbox', { name: `1. ${QUESTIONS[0]}` }).fill('The bus timetable page.');
  await student.getByRole('textbox', { name: `2. ${QUESTIONS[1]}` }).fill('Our class magazine website.');
  await student.getByLabel('Hours per week you can work').fill('8');
  await student.getByRole('button', { name: 'Send Application' }).click();
  await student.waitForURL((u) => u.pathname === '/application-success');
  const mine = (await (await student.request.get('/api/applications')).json()) as { internshipId: string; status: string }[];
  assert.equal(mine.map((a) => [a.internshipId, a.status]), [[internshipId, 'pending']]);
});

test("the company's rejection note shows in the history; the closed internship still shows to the student, marked Closed", async () => {
  const company = client(srv.url);
  assert.is((await company.post('/api/login', { username: companyEmail, password: 'secret123' })).status, 200);
  const [application] = (await (await student.request.get('/api/applications')).json()) as { id: string }[];
  const note = 'Thank you! We picked students who can start in May; please apply again next term.';
  const decided = await company.patch(`/api/company/applications/${application.id}/status`, { status: 'rejected', note });
  assert.is(decided.status, 200, decided.text);

  await student.goto('/applications');
  const row = student.getByTestId('recent-application').filter({ hasText: 'Website Helper Intern' });
  await row.getByTestId('status-badge').getByText('Rejected').waitFor();
  assert.is(await row.getByRole('button', { name: /^Withdraw application/ }).count(), 0);
  await row.getByRole('button', { name: 'Show status history' }).click();
  await row.getByTestId('history-note').getByText(note).waitFor();
  await look(student, 'my-applications-note-1280');
  await assertAccessible(student, 'My applications with a note, 1280 px');

  const closed = await company.patch(`/api/internships/${internshipId}`, { isActive: false });
  assert.is(closed.status, 200, closed.text);
  await student.goto(`/internship/${internshipId}`);
  await student.getByTestId('closed-badge').waitFor();
  await student.getByRole('heading', { level: 1, name: 'Website Helper Intern' }).waitFor();
  assert.is(await student.getByRole('button', { name: 'Sign Up for Internship' }).count(), 0);
  await look(student, 'detail-closed-1280');
  await assertAccessible(student, 'a closed internship, to its applicant, 1280 px');
  const visitor = await newPage();
  await visitor.goto(`/internship/${internshipId}`);
  await visitor.getByRole('heading', { name: 'Internship Not Found' }).waitFor();
  await visitor.context().close();
  // Reopened for the rest of the journey.
  assert.is((await company.patch(`/api/internships/${internshipId}`, { isActive: true })).status, 200);
});

test('the profile grows into a résumé: projects, achievements, and a PDF (413 and 415 shown at the field)', async () => {
  await student.goto('/profile');
  const resume = student.getByRole('form', { name: 'Your résumé' });
  await resume.getByRole('button', { name: 'Add a project' }).click();
  await resume.getByRole('button', { name: 'Save résumé' }).click();
  await resume.getByText('A project needs a title').waitFor();
  await resume.getByLabel('Title').fill('Canteen menu website');
  await resume.getByLabel('What you did (optional)').fill('Built it with HTML and CSS; 300 students use it.');
  await resume.getByLabel('Link (optional)').fill('https://canteen.example.org');
  await resume.getByRole('button', { name: 'Add an achievement' }).click();
  await resume.getByLabel('Achievement 1').fill('Second place, district science fair 2025');
  await resume.getByRole('button', { name: 'Save résumé' }).click();
  await toastTitle(student, 'Profile updated').waitFor();
  const me = (await (await student.request.get('/api/user')).json()) as { projects: unknown[]; achievements: string[] };
  assert.equal(me.projects, [{ title: 'Canteen menu website', description: 'Built it with HTML and CSS; 300 students use it.', link: 'https://canteen.example.org' }]);
  assert.equal(me.achievements, ['Second place, district science fair 2025']);

  const file = student.getByLabel('Upload a PDF résumé');
  await file.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text, not a PDF at all') });
  await student.getByRole('alert').getByText('Please upload a PDF file').waitFor();
  await file.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024 + 10, 32)]) });
  await student.getByRole('alert').getByText('Your résumé can be at most 2 MB').waitFor();
  assert.is(await file.getAttribute('aria-invalid'), 'true');
  await file.setInputFiles({ name: 'ira-resume.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  const info = student.getByTestId('resume-pdf-info');
  await info.getByText('ira-resume.pdf').waitFor();
  await info.getByText(/KB · uploaded/).waitFor();
  assert.is(await student.getByLabel('Replace with another PDF').getAttribute('accept'), 'application/pdf');
  await look(student, 'profile-resume-1280');
  await assertAccessible(student, 'the profile with a résumé, 1280 px');

  await student.goto(`/internship/${internshipId}/apply`);
  await student.getByTestId('apply-notice').waitFor(); // already applied (pending): no second form
  await student.getByTestId('preview-resume-pdf').getByText(/Attached: ira-resume\.pdf/).waitFor();
  await student.getByTestId('profile-preview').getByText('Canteen menu website').waitFor();

  await student.goto('/profile');
  await student.getByTestId('resume-pdf-info').getByRole('button', { name: 'Remove' }).click();
  await student.getByText('No PDF attached.', { exact: false }).waitFor();
  assert.is((await student.request.get('/api/user/resume')).status(), 404);
});

test('at 390 px the apply screen, My applications and the profile fit the phone and pass axe; the side menu reaches My Applications and Saved', async () => {
  const phone = await newPage(390);
  assert.is((await phone.request.post('/api/login', { data: { username: email, password: 'secret123' } })).status(), 200);
  // A second internship, so the phone sees the form.
  const company = client(srv.url);
  await company.post('/api/login', { username: companyEmail, password: 'secret123' });
  const posted = await company.post<{ id: string }>('/api/internships', {
    title: 'Social Media Helper', description: 'Plan posts for our studio.', requirements: 'Curiosity', location: 'Pune, India', duration: '8 weeks',
    salary: null, type: 'remote', skills: ['Social Media'], applicationDeadline: null, startDate: null, questions: ['Which post of ours did you like most?'],
  });
  assert.is(posted.status, 201, posted.text);
  await phone.goto(`/internship/${posted.body.id}/apply`);
  await phone.getByRole('heading', { level: 1, name: 'Social Media Helper' }).waitFor();
  await phone.getByRole('button', { name: 'Send Application' }).click();
  await phone.getByText('Please write a cover letter').waitFor();
  await look(phone, 'apply-errors-390');
  await assertNoSidewaysScroll(phone, 'apply screen');
  await assertAccessible(phone, 'the apply screen, 390 px');
  await fillAndSendApplication(phone, { answers: ['The one about the poster workshop.'] });
  await phone.waitForURL((u) => u.pathname === '/application-success');

  await phone.goto('/applications');
  await phone.getByRole('heading', { level: 1, name: 'My applications' }).waitFor();
  const pending = phone.getByTestId('recent-application').filter({ hasText: 'Social Media Helper' });
  await pending.getByRole('button', { name: /^Withdraw application/ }).waitFor();
  await pending.getByRole('button', { name: 'Show status history' }).click();
  await pending.getByTestId('status-history').waitFor();
  await look(phone, 'my-applications-390');
  await assertNoSidewaysScroll(phone, 'My applications');
  await assertAccessible(phone, 'My applications, 390 px');

  await phone.goto('/profile');
  await phone.getByRole('form', { name: 'Your résumé' }).waitFor();
  await look(phone, 'profile-390');
  await assertNoSidewaysScroll(phone, 'profile');
  await assertAccessible(phone, 'the profile, 390 px');

  await phone.getByRole('button', { name: 'Open side menu' }).click();
  const menu = phone.getByRole('dialog', { name: 'Navigation menu' });
  const links = menu.getByRole('navigation', { name: 'Side menu' }).getByRole('link');
  await links.filter({ hasText: 'My Applications' }).waitFor();
  await links.filter({ hasText: 'Saved Internships' }).click();
  await phone.waitForURL((u) => u.pathname === '/saved');
  await phone.context().close();
});

test('the redirect after signing in is same-origin only (another site or a protocol-relative address goes to /dashboard); an apply screen opened by a visitor comes back after sign-in', async () => {
  const page = await newPage();
  const signInWith = async (redirect: string) => {
    await page.context().clearCookies();
    await page.goto(`/auth?tab=login&redirect=${encodeURIComponent(redirect)}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  };
  for (const target of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
    await signInWith(target);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    assert.is(new URL(page.url()).origin, srv.url, target);
  }
  await signInWith(`/internship/${internshipId}`);
  await page.waitForURL((u) => u.pathname === `/internship/${internshipId}`);
  // A visitor who opens an apply screen's address is sent to sign up, and comes back to it after signing in.
  await page.context().clearCookies();
  await page.goto(`/internship/${internshipId}/apply`);
  await page.waitForURL((u) => u.pathname === '/auth' && u.searchParams.get('redirect') === `/internship/${internshipId}/apply`);
  await page.getByRole('tab', { name: 'Sign In' }).click();
  // The Sign Up panel may still be in the page for its exit: the fields of the Sign In panel.
  const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill('secret123');
  await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((u) => u.pathname === `/internship/${internshipId}/apply`);
  await page.getByRole('heading', { level: 1, name: 'Website Helper Intern' }).waitFor();
  await page.context().close();
});

/** The smallest well-formed PDF: one empty page. */
function minimalPdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

test.run();
