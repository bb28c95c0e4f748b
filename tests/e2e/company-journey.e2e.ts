// Browser test of the company side: the whole journey (sign up → application → an admin approves over the API → Company
// Dashboard → post an internship → a student applies → the company accepts, after confirming → the student sees who
// accepted it), closing after confirming, the company route guards, the company forms' messages, and no horizontal
// overflow of the company screens at 390 px.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chromium, request, type Browser, type Page } from 'playwright';
import { startTestServer, type TestServer } from '../helpers/server';
import { studentBody, uniqueEmail, ADULT_STUDENT_BORN } from '../helpers/http';
import { openVerificationLink } from '../helpers/email-verification';
import { verifyFromMailbox } from './consent-steps';
import { assertSelectedTab } from '../helpers/tabs';

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const ADMIN_PASSWORD = 'admin-password-for-tests';
const DEMO_COMPANY = 'demo.company@example.com';
const PENDING_COMPANY = 'green.sprout@example.com';

let srv: TestServer;
let browser: Browser;

test.before(async () => {
  srv = await startTestServer({ web: true, config: { seedDemo: true, devMailbox: true } });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
});

test.after(async () => {
  await browser?.close();
  await srv?.close();
});

const pathOf = (p: Page) => new URL(p.url()).pathname;

async function freshPage(width = 1280, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

async function signIn(page: Page, username: string, password = ADMIN_PASSWORD) {
  const res = await page.request.post(`${srv.url}/api/login`, { data: { username, password } });
  assert.is(res.status(), 200, await res.text());
}

// An adult student: PARENTAL_CONSENT is `required` here (the default), and a student of 18 or more applies without a parent.
async function registerStudent(page: Page) {
  const data = { ...studentBody(uniqueEmail('applicant')), firstName: 'Meera', lastName: 'Iyer', dateOfBirth: ADULT_STUDENT_BORN };
  const res = await page.request.post(`${srv.url}/api/register`, { data });
  assert.is(res.status(), 201, await res.text());
  await openVerificationLink(srv, data.email);
}

async function registerCompany(page: Page) {
  const email = uniqueEmail('company');
  const res = await page.request.post(`${srv.url}/api/register`, {
    data: { email, username: email, password: 'secret123', role: 'company', profileComplete: false, firstName: 'Company', lastName: 'User' },
  });
  assert.is(res.status(), 201, await res.text());
  await openVerificationLink(srv, email);
}

/** admin1 approves a company request over the API (the admin screens are another issue's). */
async function approveAsAdmin(requestId: string) {
  const admin = await request.newContext({ baseURL: srv.url });
  try {
    const login = await admin.post('/api/login', { data: { username: 'admin1', password: ADMIN_PASSWORD } });
    assert.is(login.status(), 200, await login.text());
    const res = await admin.patch(`/api/admin/company-requests/${requestId}`, { data: { status: 'approved' } });
    assert.is(res.status(), 200, await res.text());
  } finally {
    await admin.dispose();
  }
}

const toast = (page: Page, title: string) => page.locator('[data-part=root]').filter({ has: page.getByText(title, { exact: true }) });

test('the company journey: sign up, apply, get approved, post an internship, accept a student who then sees it', async () => {
  const page = await freshPage();
  const student = await freshPage();
  try {
    // Company information → sign up.
    await page.goto(`${srv.url}/company-info`);
    await page.getByRole('link', { name: 'Start Your Journey' }).first().click();
    await page.waitForURL((u) => u.pathname === '/company-signup');
    const email = uniqueEmail('zenith');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Password').fill('secret123');
    await page.getByRole('button', { name: 'Create Company Account' }).click();
    await toast(page, 'Account Created Successfully!').getByText('Please click the link below to complete your company details.').waitFor();

    // The green box: the link opens /company-application in a new tab; a second later this tab shows the thank-you page.
    const box = page.getByTestId('company-signup-success');
    const link = box.getByRole('link', { name: /Complete Your Company Details/ });
    assert.is(await link.getAttribute('target'), '_blank');
    const [form] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    form.setDefaultTimeout(10_000);
    await page.waitForURL((u) => u.pathname === '/company-thank-you');
    await page.getByRole('heading', { level: 1, name: 'Application Submitted!' }).waitFor();
    assert.is(await page.getByRole('link', { name: 'Check Application Status' }).getAttribute('href'), '/company-status');
    assert.is(await page.getByRole('link', { name: 'Read Our Blog' }).getAttribute('href'), '/blog');

    // The application form in the new tab.
    await form.waitForURL((u) => u.pathname === '/company-application');
    await form.getByRole('heading', { level: 1, name: 'Company Application' }).waitFor();
    // With the defaults on, the application waits for the address: the page says so, and the e-mail's link confirms it.
    await form.getByTestId('verify-email-notice').getByText(email).waitFor();
    const inbox = await page.context().newPage();
    await inbox.goto(`${srv.url}/`);
    await verifyFromMailbox(inbox, email);
    await inbox.close();
    await form.reload();
    await form.getByRole('heading', { level: 1, name: 'Company Application' }).waitFor();
    assert.is(await form.getByTestId('verify-email-notice').count(), 0, 'no notice once verified');
    await form.getByLabel('Company Name').fill('Zenith Robotics');
    await form.getByLabel('Industry').selectOption('Technology');
    await form.getByLabel('Company Size (optional)').selectOption('11-50');
    await form.getByLabel('Website').fill('zenith-robotics.example.com');
    await form.getByLabel('Location').fill('Pune, India');
    await form.getByRole('radio', { name: 'Online' }).check();
    await form.getByLabel('Project Description').fill('Interns build and program small robots with our engineers.');
    await form.getByLabel('Technical Skills Required').fill('Python, basic electronics');
    await form.getByRole('checkbox', { name: 'I agree to the terms and conditions above' }).check();
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await form.waitForURL((u) => u.pathname === '/company-application-status');
    await toast(form, 'Application Submitted!').waitFor();
    await form.getByRole('heading', { level: 1, name: 'Application Under Review' }).waitFor();
    await form.close();

    // Before approval: /dashboard sends the company to the under-review page; /company-status lists the pending request.
    await page.goto(`${srv.url}/dashboard`);
    await page.waitForURL((u) => u.pathname === '/company-application-status');
    await page.goto(`${srv.url}/company-status`);
    const requestCard = page.getByTestId('company-request');
    await requestCard.getByRole('heading', { name: 'Zenith Robotics' }).waitFor();
    assert.is(await requestCard.getByTestId('request-status').getAttribute('data-status'), 'pending');
    await requestCard.getByText('Technology', { exact: true }).waitFor();
    await requestCard.getByText('11-50 employees').waitFor();
    await requestCard.getByText('Not reviewed yet').waitFor();

    // An admin approves over the API.
    const [mine] = (await (await page.request.get(`${srv.url}/api/company-requests/my`)).json()) as { id: string }[];
    await approveAsAdmin(mine.id);

    // The approved company's dashboard, at /dashboard and at /company-dashboard.
    await page.goto(`${srv.url}/company-status`);
    assert.is(await requestCard.getByTestId('request-status').getAttribute('data-status'), 'approved');
    await requestCard.getByText('Approved by admin').waitFor();
    await page.getByRole('link', { name: 'Go to Company Dashboard' }).click();
    await page.waitForURL((u) => u.pathname === '/company-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Company Dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Thank You for Signing Up' }).waitFor();
    assert.is(await page.getByRole('link', { name: 'Sign Out' }).getAttribute('href'), '/auth?logout=true');
    await page.getByText('You have not posted an internship yet.', { exact: false }).waitFor();
    // Nothing is live before the first posting: the message says what comes next instead.
    await page.getByText('post your first internship below', { exact: false }).waitFor();
    assert.is(await page.getByText('your internship is live', { exact: false }).count(), 0);
    await page.goto(`${srv.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Company Dashboard' }).waitFor();
    const main = page.getByRole('main');
    assert.is(await main.getByRole('link', { name: 'Browse Internships' }).getAttribute('href'), '/search');
    assert.is(await main.getByRole('link', { name: 'Read Our Blog' }).getAttribute('href'), '/blog');
    assert.is(await main.getByRole('link', { name: 'Get Help' }).getAttribute('href'), '/help');
    assert.is(await main.getByRole('link', { name: 'Sign Out' }).count(), 0, 'the sign-out button is /company-dashboard’s');

    // Post an internship: the server's messages first, then a valid one.
    await main.getByRole('link', { name: 'Post an Internship' }).click();
    await page.waitForURL((u) => u.pathname === '/company-dashboard/internships/new');
    await page.getByRole('button', { name: 'Post Internship' }).click();
    for (const message of ['Title is required', 'Description is required', 'Location is required', 'Duration must be a whole number of weeks from 1 to 52', 'Please select internship type'])
      await page.getByText(message, { exact: true }).waitFor();
    await page.getByLabel('Title').fill('Robot Builder Intern');
    await page.getByLabel('Description').fill('Build a line-following robot with our engineers.');
    await page.getByLabel('Location').fill('Pune, India');
    await page.getByLabel('Duration (weeks)').fill('8');
    await page.getByRole('radio', { name: 'Remote' }).check();
    // The stipend as data (DESIGN.md §4.6): an amount, its currency and period; the amount alone is refused at its field.
    const salary = page.getByRole('group', { name: 'Salary (optional)' });
    await salary.getByLabel('Stipend amount').fill('200');
    await salary.getByLabel('Currency').selectOption('USD');
    await salary.getByLabel('Paid', { exact: true }).selectOption('total');
    // Who it is for (DESIGN.md §4.2; tests/e2e/posting-safety.e2e.ts has the rules).
    await page.getByLabel('Hours per week').fill('10');
    await page.getByLabel('Schedule', { exact: true }).selectOption('weekends');
    await page.getByLabel('Category', { exact: true }).selectOption('software');
    // Skills: a chip per skill (its checkbox is visually hidden inside the label the user clicks).
    await page.locator('label').filter({ hasText: /^Python$/ }).click();
    await page.locator('label').filter({ hasText: /^Basic Coding$/ }).click();
    assert.ok(await page.getByRole('checkbox', { name: 'Python' }).isChecked());
    await page.getByText('2 selected', { exact: true }).waitFor();
    await page.getByLabel('Application Deadline (optional)').fill('2099-01-15');
    assert.is(await page.getByText('Title is required').count(), 0, 'messages follow each change after a submit');
    await page.getByRole('button', { name: 'Post Internship' }).click();
    await page.waitForURL((u) => u.pathname === '/company-dashboard');
    await toast(page, 'Internship Posted!').waitFor();
    const row = page.getByTestId('company-internship').filter({ hasText: 'Robot Builder Intern' });
    await row.waitFor();
    assert.is(await row.getByTestId('internship-state').textContent(), 'Open');
    const publicHref = await row.getByRole('link', { name: /Public page/ }).getAttribute('href');
    assert.ok(publicHref?.startsWith('/internship/'), String(publicHref));

    // A student finds it, sees the company's responsiveness, and applies through the UI.
    await registerStudent(student);
    await student.goto(`${srv.url}${publicHref}`);
    await student.getByRole('heading', { level: 1, name: 'Robot Builder Intern' }).waitFor();
    await student.getByRole('heading', { name: 'About Zenith Robotics' }).waitFor();
    const figure = student.getByTestId('responsiveness');
    await figure.getByRole('heading', { name: 'Employer Responsiveness' }).waitFor();
    await figure.getByText('No application has been answered yet.').waitFor();
    // The student's own letter, sent over the API (the apply screen has its own test on the student side).
    const applied = await student.request.post(`${srv.url}/api/applications`, {
      data: { internshipId: publicHref!.split('/').pop(), status: 'pending', coverLetter: 'I have built two line-following robots at school and would love to learn from your engineers.' },
    });
    assert.is(applied.status(), 201, await applied.text());

    // The company reviews the applicant and accepts with one click.
    await page.goto(`${srv.url}/company-dashboard`);
    await row.getByTestId('applicant-count').getByText('(1)').waitFor();
    await row.getByRole('link', { name: /View Applicants/ }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/applicants'));
    await page.getByRole('heading', { level: 1, name: 'Robot Builder Intern' }).waitFor();
    const applicant = page.getByTestId('applicant').filter({ hasText: 'Meera Iyer' });
    await applicant.getByRole('heading', { name: 'Cover Letter' }).waitFor();
    await applicant.getByText('I have built two line-following robots at school').waitFor();
    await applicant.getByRole('heading', { name: 'Résumé', exact: true }).waitFor();
    assert.is(await applicant.getByTestId('application-status').textContent(), 'Pending');
    await applicant.getByRole('button', { name: 'Accept', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Accept Meera Iyer?' }).getByRole('button', { name: 'Accept Applicant' }).click();
    await toast(page, 'Applicant accepted').waitFor();
    await applicant.getByTestId('application-status').getByText('Accepted', { exact: true }).waitFor();
    assert.is(await applicant.getByRole('button', { name: 'Accept', exact: true }).count(), 0, 'the current status is not offered again');
    await applicant.getByRole('button', { name: 'Show status history' }).click();
    await applicant.getByText('Pending → Accepted by Zenith Robotics').waitFor();

    // The company's responsiveness now counts that answer.
    await page.goto(`${srv.url}/company-dashboard`);
    assert.is(await page.getByTestId('responsiveness-share').textContent(), '100%');
    await page.getByTestId('responsiveness-median').waitFor();

    // The student's dashboard shows the acceptance, who made it and when.
    await student.goto(`${srv.url}/dashboard`);
    const application = student.getByTestId('recent-application').filter({ hasText: 'Robot Builder Intern' });
    assert.is(await application.getByTestId('status-badge').textContent(), 'Accepted');
    await application.getByRole('button', { name: 'Show status history' }).click();
    await application.getByText('Status changed from Pending to Accepted by Zenith Robotics').waitFor();
    await application.getByTestId('status-history').locator('time').nth(1).waitFor();
  } finally {
    await page.context().close();
    await student.context().close();
  }
});

test('the demo company edits an internship, closes it (students no longer see it) and reopens it', async () => {
  const page = await freshPage();
  try {
    await signIn(page, DEMO_COMPANY);
    await page.goto(`${srv.url}/company-dashboard`);
    const row = page.getByTestId('company-internship').filter({ hasText: 'Office Operations Intern' });
    await row.getByRole('link', { name: /^Edit/ }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/edit'));
    assert.is(await page.getByLabel('Title').inputValue(), 'Office Operations Intern');
    await page.getByLabel('Title').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Title is required', { exact: true }).waitFor();
    await page.getByLabel('Title').fill('Office Operations Intern (Delhi)');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL((u) => u.pathname === '/company-dashboard');
    const renamed = page.getByTestId('company-internship').filter({ hasText: 'Office Operations Intern (Delhi)' });
    const publicHref = await renamed.getByRole('link', { name: /Public page/ }).getAttribute('href');

    await renamed.getByRole('button', { name: /^Close/ }).click();
    await page.getByRole('alertdialog', { name: 'Close this internship?' }).getByRole('button', { name: 'Close Internship' }).click();
    await toast(page, 'Internship Closed').waitFor();
    await renamed.getByTestId('internship-state').getByText('Closed', { exact: true }).waitFor();
    const visitor = await freshPage();
    try {
      await visitor.goto(`${srv.url}${publicHref}`);
      await visitor.getByRole('heading', { name: 'Internship Not Found' }).waitFor();
    } finally {
      await visitor.context().close();
    }
    await renamed.getByRole('button', { name: /^Reopen/ }).click();
    await renamed.getByTestId('internship-state').getByText('Open', { exact: true }).waitFor();
  } finally {
    await page.context().close();
  }
});

test('company routes: visitors go to sign in, students are sent away, an unapproved company cannot reach the dashboard tools', async () => {
  const visitor = await freshPage();
  const student = await freshPage();
  const company = await freshPage();
  try {
    await visitor.goto(`${srv.url}/company-dashboard`);
    await visitor.waitForURL((u) => u.pathname === '/auth' && u.searchParams.get('tab') === 'login');
    for (const path of ['/company-status', '/company-application', '/company-application-status', '/company-dashboard/internships/new']) {
      await visitor.goto(`${srv.url}${path}`);
      await visitor.waitForURL((u) => u.pathname === '/auth');
    }
    for (const path of ['/company-info', '/company-signup', '/company-thank-you']) {
      await visitor.goto(`${srv.url}${path}`);
      await visitor.getByRole('heading', { level: 1 }).waitFor();
      assert.is(pathOf(visitor), path, `${path} is public`);
    }

    await registerStudent(student);
    await student.goto(`${srv.url}/company-dashboard`);
    await student.waitForURL((u) => u.pathname === '/dashboard');
    await student.getByRole('heading', { level: 1, name: 'Student Dashboard' }).waitFor();
    for (const path of ['/company-application', '/company-application-status']) {
      await student.goto(`${srv.url}${path}`);
      await student.waitForURL((u) => u.pathname !== path);
      assert.ok(['/', '/dashboard'].includes(pathOf(student)), pathOf(student));
    }
    await student.goto(`${srv.url}/company-status`);
    await student.getByText('Expected review time: 24-48 hours').first().waitFor();

    // A company that has not applied yet: its dashboard says what to do; posting is not offered.
    await registerCompany(company);
    await company.goto(`${srv.url}/company-dashboard`);
    await company.getByRole('heading', { level: 1, name: 'Company Dashboard' }).waitFor();
    await company.getByTestId('awaiting-approval').getByRole('link', { name: 'Complete Your Application' }).waitFor();
    await company.goto(`${srv.url}/company-dashboard/internships/new`);
    await company.waitForURL((u) => u.pathname === '/company-dashboard');
    await company.goto(`${srv.url}/company-status`);
    const empty = company.getByTestId('company-status-empty');
    await empty.getByRole('heading', { name: 'Application Under Review' }).waitFor();
    await empty.getByText('Expected review time: 24-48 hours').waitFor();
  } finally {
    await visitor.context().close();
    await student.context().close();
    await company.context().close();
  }
});

test('company sign-up checks each change with the company messages; an existing e-mail leads to the sign-in tab', async () => {
  const page = await freshPage();
  try {
    await page.goto(`${srv.url}/company-signup`);
    const email = page.getByLabel('Email');
    await email.fill('not-an-email');
    await page.getByText('Please enter a valid email address', { exact: true }).waitFor();
    await email.fill('');
    await page.getByText('Email is required', { exact: true }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByText('Password must be at least 6 characters', { exact: true }).waitFor();
    await page.getByLabel('Confirm Password').fill('12');
    await page.getByText("Passwords don't match", { exact: true }).waitFor();
    await page.getByLabel('Confirm Password').fill('');
    await page.getByText('Please confirm your password', { exact: true }).waitFor();
    assert.is(await page.getByLabel('Confirm Password').getAttribute('aria-invalid'), 'true');

    await email.fill(DEMO_COMPANY);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Password').fill('secret123');
    await page.getByRole('button', { name: 'Create Company Account' }).click();
    await toast(page, 'Account Exists').getByText('An account with this email already exists. Please use the sign in tab instead.').waitFor();
    await page.waitForURL((u) => u.pathname === '/auth' && u.searchParams.get('tab') === 'login');
    await assertSelectedTab(page, 'Sign In');

    await page.goto(`${srv.url}/company-signup`);
    await page.getByRole('link', { name: 'Sign in here' }).click();
    await page.waitForURL((u) => u.pathname === '/auth');
  } finally {
    await page.context().close();
  }
});

test('the company application shows every message, the terms, resists autofill, starts empty, and reports a server failure', async () => {
  const page = await freshPage();
  try {
    await signIn(page, PENDING_COMPANY);
    await page.goto(`${srv.url}/company-application`);
    await page.getByRole('heading', { level: 1, name: 'Company Application' }).waitFor();
    assert.is(await page.getByTestId('company-terms').getByRole('listitem').count(), 11);
    await page.getByText('Zero tolerance for harassment of any kind.').waitFor();
    assert.is(await page.getByLabel('Location').getAttribute('autocomplete'), 'off');
    const descriptionHeight = await page.getByLabel('Project Description').evaluate((el) => el.getBoundingClientRect().height);
    assert.ok(descriptionHeight >= 120, `description box is ${descriptionHeight}px high`);
    for (const label of ['Company Name', 'Website', 'Location', 'Project Description', 'Technical Skills Required']) assert.is(await page.getByLabel(label).inputValue(), '', `${label} starts empty`);

    await page.getByRole('button', { name: 'Submit Application' }).click();
    for (const message of [
      'Company name is required',
      'Please select a field',
      'Please select internship type',
      'Please provide a project description',
      'Website is required',
      'Location is required',
      'Please specify technical skills required',
      'You must accept the terms and conditions',
    ])
      await page.getByText(message, { exact: true }).waitFor();
    await page.getByLabel('Website').fill('not a website');
    await page.getByText('Please enter a valid website URL', { exact: true }).waitFor();

    // A valid form that the server refuses: the destructive 'Error' toast with the server's message.
    await page.getByLabel('Company Name').fill('Green Sprout Labs');
    await page.getByLabel('Industry').selectOption('Environment & Sustainability');
    await page.getByLabel('Website').fill('greensprout.example.com');
    await page.getByLabel('Location').fill('Chennai, India');
    await page.getByRole('radio', { name: 'Hybrid' }).check();
    await page.getByLabel('Project Description').fill('Help us measure school gardens.');
    await page.getByLabel('Technical Skills Required').fill('Spreadsheets');
    await page.getByRole('checkbox', { name: 'I agree to the terms and conditions above' }).check();
    await page.route('**/api/company-application', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The service is busy, please try again' }) }),
    );
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const error = toast(page, 'Error');
    await error.getByText('The service is busy, please try again').waitFor();
    assert.is(await error.getAttribute('data-type'), 'error');
    assert.is(pathOf(page), '/company-application');
  } finally {
    await page.context().close();
  }
});

test('the company screens fit a 390 px phone without horizontal scrolling', async () => {
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const visitor = await freshPage(390, 844);
  const pending = await freshPage(390, 844);
  const demo = await freshPage(390, 844);
  try {
    for (const path of ['/company-info', '/company-signup', '/company-thank-you']) {
      await visitor.goto(`${srv.url}${path}`);
      await visitor.getByRole('heading', { level: 1 }).waitFor();
      assert.is(await overflow(visitor), 0, path);
    }
    await signIn(pending, PENDING_COMPANY);
    for (const path of ['/company-status', '/company-application-status', '/company-application', '/company-dashboard']) {
      await pending.goto(`${srv.url}${path}`);
      await pending.getByRole('heading', { level: 1 }).waitFor();
      assert.is(await overflow(pending), 0, path);
    }
    await signIn(demo, DEMO_COMPANY);
    await demo.goto(`${srv.url}/company-dashboard`);
    const row = demo.getByTestId('company-internship').filter({ hasText: 'UI/UX Design Intern' });
    const applicantsHref = await row.getByRole('link', { name: /View Applicants/ }).getAttribute('href');
    const editHref = await row.getByRole('link', { name: /^Edit/ }).getAttribute('href');
    const publicHref = await row.getByRole('link', { name: /Public page/ }).getAttribute('href');
    for (const path of ['/company-dashboard', '/dashboard', '/company-dashboard/internships/new', editHref, applicantsHref, publicHref]) {
      await demo.goto(`${srv.url}${path}`);
      await demo.getByRole('heading', { level: 1 }).waitFor();
      if (path === applicantsHref) await demo.getByRole('button', { name: 'Show status history' }).first().click();
      assert.is(await overflow(demo), 0, String(path));
    }
  } finally {
    await visitor.context().close();
    await pending.context().close();
    await demo.context().close();
  }
});

test.run();
