// The steps of signing up as the browser tests take them, with the defaults on: a student under 18 signs up on /auth, the
// guardian opens the consent e-mail in the development mailbox and consents through its link, and a new account confirms
// its address through the link of its verification e-mail.
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
  await openMailedLink(parent, 'A student asks for your consent', guardian, /\/consent\//);
  await parent.waitForURL((u) => u.pathname.startsWith('/consent/'));
  const url = parent.url();
  await parent.getByRole('button', { name: 'Consent', exact: true }).click();
  await parent.getByText('You consented', { exact: true }).waitFor();
  return url;
}

/** In the development mailbox: opens the message to `to` whose subject has `subject` (once it has come), then its link. */
async function openMailedLink(page: Page, subject: string, to: string, link: RegExp) {
  const message = page.getByRole('link').filter({ hasText: subject }).filter({ hasText: to });
  // Relative to the context's base URL, or to the site the page is on when the context has none.
  const mailbox = page.url().startsWith('http') ? new URL('/dev/mailbox', page.url()).href : '/dev/mailbox';
  for (let started = Date.now(); ; await page.waitForTimeout(500)) {
    await page.goto(mailbox);
    if ((await message.count()) > 0 || Date.now() - started > 20_000) break;
  }
  await message.first().click();
  await page.getByTestId('mail-text').getByRole('link', { name: link }).click();
}

/** The new account's owner opens the verification e-mail sent to `email` and its link; the page says the address is verified. */
export async function verifyFromMailbox(page: Page, email: string) {
  await openMailedLink(page, 'Confirm your e-mail address', email, /\/verify-email\?token=/);
  await page.waitForURL((u) => u.pathname === '/verify-email');
  await page.getByTestId('verify-done').waitFor();
}
