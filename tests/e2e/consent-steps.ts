// The steps of parental consent as the browser tests take them: a student under 18 signs up on /auth, and the guardian
// opens the consent e-mail in the development mailbox and consents through its link.
import type { Page } from 'playwright';

export interface MinorSignUp {
  firstName: string;
  lastName: string;
  email: string;
  /** YYYY-MM-DD, under 18. */
  dateOfBirth: string;
  guardian: string;
}

/** On /auth's sign-up form: a student under 18 with a guardian's address; the page goes on to the onboarding. */
export async function signUpMinor(page: Page, s: MinorSignUp) {
  await page.goto('/auth?tab=register');
  await page.getByLabel('First Name').fill(s.firstName);
  await page.getByLabel('Last Name').fill(s.lastName);
  await page.getByLabel('Email', { exact: true }).fill(s.email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm Password').fill('secret123');
  await page.getByLabel('Date of Birth').fill(s.dateOfBirth);
  await page.getByLabel("Parent's or Guardian's Email").fill(s.guardian);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((u) => u.pathname === '/student-onboarding');
}

/**
 * The guardian, in the development mailbox: opens the request sent to `guardian` (looking again until it has come: the
 * e-mail goes out on its own time) and consents through its link. Answers the consent page's address; the page stays there.
 */
export async function consentFromMailbox(parent: Page, guardian: string): Promise<string> {
  const request = parent.getByRole('link').filter({ hasText: 'A student asks for your consent' }).filter({ hasText: guardian });
  for (let started = Date.now(); ; await parent.waitForTimeout(500)) {
    await parent.goto('/dev/mailbox');
    if ((await request.count()) > 0 || Date.now() - started > 20_000) break;
  }
  await request.click();
  await parent.getByTestId('mail-text').getByRole('link', { name: /\/consent\// }).click();
  await parent.waitForURL((u) => u.pathname.startsWith('/consent/'));
  const url = parent.url();
  await parent.getByRole('button', { name: 'Consent', exact: true }).click();
  await parent.getByText('You consented', { exact: true }).waitFor();
  return url;
}
