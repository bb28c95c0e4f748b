// Browser test of issue 36's silent losses and the tooling edge, at 390 and 1280 px with axe-core: a student who deletes the
// account stays on the company's applicants page as 'Account deleted' (status kept, nothing of the student); onboarding
// keeps its step and values across a reload for the session and forgets them once saved; its preferred companies are the
// platform's approved companies, optional, with a name chosen before still shown; and a reload of a signed-in page
// reaches network idle (the early GET /api/user no longer stays pending).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright';
import { seriousAxeViolations } from '../helpers/axe';
import { studentBody, uniqueEmail } from '../helpers/http';
import { approvedCompany, postTestInternship } from '../helpers/journey-fixtures';
import { startTestServer, type TestServer } from '../helpers/server';

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const WIDTHS = [390, 1280] as const;
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/rough-edges-losses-shots';

let srv: TestServer;
let browser: Browser;

test.before(async () => {
  srv = await startTestServer({ web: true, config: { parentalConsent: 'off', emailVerification: 'off' } });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  mkdirSync(SHOTS_DIR, { recursive: true });
});

test.after(async () => {
  await browser?.close();
  await srv?.close();
});

async function freshPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 640 ? 844 : 900 }, bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

async function checkScreen(page: Page, name: string, width: number) {
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  assert.equal(await seriousAxeViolations(page), [], `${name} at ${width}`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.is(overflow, 0, `${name} at ${width}: sideways scroll`);
}

async function signUpStudent(page: Page, over: Record<string, unknown> = {}) {
  const body = { ...studentBody(uniqueEmail()), ...over };
  const res = await page.request.post(`${srv.url}/api/register`, { data: body });
  assert.is(res.status(), 201, await res.text());
  return { ...body, id: ((await res.json()) as { id: string }).id };
}

const companyEmail = async (id: string) => (await srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(id))!.email;

test('a student who deleted the account stays on the applicants page as "Account deleted", status kept, nothing of theirs', async () => {
  const company = await approvedCompany(srv, 'Monsoon Makers');
  const internship = await postTestInternship(srv, company.id, { title: 'Kite Workshop Assistant' });
  const email = await companyEmail(company.id);
  // Two applicants: one accepted who then deletes the account, one who stays.
  const leaving = await freshPage(1280);
  const gone = await signUpStudent(leaving, { firstName: 'Quillon', lastName: 'Marrowby' });
  assert.is((await leaving.request.post(`${srv.url}/api/applications`, { data: { internshipId: internship.id, coverLetter: 'A letter from Quillon' } })).status(), 201);
  const staying = await freshPage(1280);
  await signUpStudent(staying, { firstName: 'Nila', lastName: 'Stays' });
  assert.is((await staying.request.post(`${srv.url}/api/applications`, { data: { internshipId: internship.id, coverLetter: 'Nila writes' } })).status(), 201);
  const co = await freshPage(1280);
  assert.is((await co.request.post(`${srv.url}/api/login`, { data: { username: email, password: 'secret123' } })).status(), 200);
  const applications = (await (await co.request.get(`${srv.url}/api/company/applications?internshipId=${internship.id}`)).json()) as Array<{ id: string; student: { firstName: string } }>;
  const quillon = applications.find((a) => a.student.firstName === 'Quillon')!;
  assert.is((await co.request.patch(`${srv.url}/api/company/applications/${quillon.id}/status`, { data: { status: 'accepted' } })).status(), 200);
  assert.is((await leaving.request.delete(`${srv.url}/api/user`, { data: { password: gone.password } })).status(), 204);
  await co.context().close();
  await leaving.context().close();
  await staying.context().close();

  for (const width of WIDTHS) {
    const page = await freshPage(width);
    try {
      assert.is((await page.request.post(`${srv.url}/api/login`, { data: { username: email, password: 'secret123' } })).status(), 200);
      await page.goto(`${srv.url}/company-dashboard/internships/${internship.id}/applicants`);
      await page.getByRole('heading', { level: 1, name: 'Kite Workshop Assistant' }).waitFor();
      const tombstone = page.locator('[data-account-deleted=true]');
      await tombstone.getByRole('heading', { name: 'Account deleted' }).waitFor();
      assert.is(await tombstone.getByTestId('application-status').getAttribute('data-status'), 'accepted', 'the status is kept');
      await tombstone.getByText(/The student deleted their account on .+ erased with it/).waitFor();
      assert.is(await page.getByTestId('applicant').count(), 2, 'no applicant vanished');
      await page.getByRole('heading', { name: 'Nila Stays' }).waitFor();
      const text = (await page.locator('main').innerText()).toLowerCase();
      assert.not.ok(text.includes('quillon') || text.includes('marrowby') || text.includes('a letter from'), 'nothing of the deleted student');
      assert.is(await tombstone.getByRole('button').count(), 0, 'no actions, messages or history on the tombstone');
      await checkScreen(page, 'applicants-account-deleted', width);
    } finally {
      await page.context().close();
    }
  }
});

test('onboarding keeps its step and values across a reload, offers the approved companies (optional), and forgets once saved', async () => {
  await approvedCompany(srv, 'Saffron Circuits');
  for (const width of WIDTHS) {
    const page = await freshPage(width);
    try {
      const student = await signUpStudent(page);
      await page.goto(`${srv.url}/student-onboarding`);
      await page.getByText('Step 1 of 3').waitFor();
      await page.getByRole('checkbox', { name: 'Music' }).check();
      await page.getByRole('checkbox', { name: 'Technology' }).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Step 2 of 3').waitFor();
      await page.getByRole('radio', { name: /^3-6 months/ }).check();
      const companies = page.getByRole('group', { name: 'Preferred Companies (optional)' });
      await companies.getByRole('checkbox', { name: /^Saffron Circuits/ }).check();
      await checkScreen(page, 'onboarding-companies', width);

      await page.reload();
      await page.getByText('Step 2 of 3').waitFor();
      assert.ok(await page.getByRole('radio', { name: /^3-6 months/ }).isChecked(), 'the duration survives the reload');
      assert.ok(await companies.getByRole('checkbox', { name: /^Saffron Circuits/ }).isChecked(), 'the company survives the reload');
      // Only the form's own fields are kept, under the student's id.
      // (The router keeps its scroll positions there too.)
      const kept = await page.evaluate(() => Object.fromEntries(Object.keys(sessionStorage).filter((k) => !k.startsWith('tsr-')).map((k) => [k, sessionStorage.getItem(k)])));
      assert.equal(Object.keys(kept), [`ifh.onboarding.${student.id}`]);
      const draft = JSON.parse(Object.values(kept)[0]!) as { step: number; values: Record<string, unknown> };
      assert.is(draft.step, 1);
      assert.equal(Object.keys(draft.values).sort(), ['grade', 'hobbies', 'interestedFields', 'internshipDuration', 'location', 'preferredCompanies', 'schoolName', 'skills']);
      assert.not.match(JSON.stringify(kept), /secret123|password|@example/);

      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByText('Step 1 of 3').waitFor();
      assert.ok(await page.getByRole('checkbox', { name: 'Music' }).isChecked(), 'the first step survives the reload');
      await page.getByRole('button', { name: 'Next' }).click();
      // None chosen is fine: the field is optional.
      await companies.getByRole('checkbox', { name: /^Saffron Circuits/ }).uncheck();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Step 3 of 3').waitFor();
      await page.getByLabel('Location').fill('Dhaka, Bangladesh');
      await page.getByRole('radio', { name: '10th Grade' }).check();
      await page.getByLabel('School Name').fill('Lakeside School');
      await page.getByRole('button', { name: 'Complete Profile' }).click();
      await page.waitForURL((u) => u.pathname === '/dashboard');
      assert.equal(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('ifh.onboarding.'))), [], 'forgotten once saved');
      const me = (await (await page.request.get(`${srv.url}/api/user`)).json()) as { profileComplete: boolean; preferredCompanies: string[] };
      assert.equal([me.profileComplete, me.preferredCompanies], [true, []]);

      // A name chosen before (the old preset list) still shows, checked, beside the approved companies.
      assert.is((await page.request.patch(`${srv.url}/api/user/profile`, { data: { hobbies: ['music'], interestedFields: ['Technology'], internshipDuration: '3-6-months', preferredCompanies: ['TechStart India'], location: 'Dhaka', grade: '10th', schoolName: 'Lakeside School' } })).status(), 200);
      await page.goto(`${srv.url}/student-onboarding`);
      await page.getByRole('heading', { level: 1, name: 'Edit Your Profile' }).waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      assert.ok(await companies.getByRole('checkbox', { name: /^TechStart India/ }).isChecked());
      await companies.getByText('Chosen earlier').waitFor();
      await companies.getByRole('checkbox', { name: /^Saffron Circuits/ }).waitFor();
    } finally {
      await page.context().close();
    }
  }
});

test('a signed-in page reaches network idle after each reload, even when the early session script runs late', async () => {
  const page = await freshPage(1280);
  try {
    await signUpStudent(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/user') asked.push(r.url());
    });
    await page.goto(`${srv.url}/dashboard`);
    await page.waitForLoadState('networkidle', { timeout: 10_000 });
    for (let i = 0; i < 3; i++) {
      await page.reload();
      await page.waitForLoadState('networkidle', { timeout: 10_000 });
    }
    // The early script late (a reload that revalidates it while the app is already up): the app has asked, it asks nothing.
    await page.route('**/early-session.js', async (route) => {
      await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    for (let i = 0; i < 2; i++) {
      asked.length = 0;
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Student Dashboard' }).waitFor();
      await page.waitForLoadState('networkidle', { timeout: 10_000 });
      assert.is(asked.length, 1, 'one GET /api/user per page load');
    }
  } finally {
    await page.context().close();
  }
});

test.run();
