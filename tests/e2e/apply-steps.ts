// The apply screen as a student fills it in the browser tests: from the detail page's 'Sign Up for Internship' to
// /application-success, writing their own letter (the SPA never fills one in), answering every question, giving hours.
import type { Page } from 'playwright';

export const SAMPLE_LETTER =
  'I am a high school student who loves building things after class. I would like to learn how your team works and help where I can.';

interface ApplyAnswers {
  letter?: string;
  /** One per question of the posting, in its order; each question gets a default answer otherwise. */
  answers?: string[];
  hoursPerWeek?: number;
}

/** On /internship/{id}/apply: types the letter, the answers and the hours, and sends it (the page goes on to /application-success). */
export async function fillAndSendApplication(page: Page, { letter = SAMPLE_LETTER, answers = [], hoursPerWeek = 10 }: ApplyAnswers = {}) {
  await page.getByRole('textbox', { name: /Why do you want this internship/ }).fill(letter);
  const questions = page.getByRole('form', { name: 'Application' }).locator('textarea[name^="answer-"]');
  const count = await questions.count();
  for (let i = 0; i < count; i++) await questions.nth(i).fill(answers[i] ?? `My answer to question ${i + 1}.`);
  await page.getByLabel('Hours per week you can work').fill(String(hoursPerWeek));
  await page.getByRole('button', { name: 'Send Application' }).click();
}

/** From an internship's page: 'Sign Up for Internship', the apply screen, then /application-success. */
export async function applyFromDetailPage(page: Page, answers: ApplyAnswers = {}) {
  await page.getByRole('button', { name: 'Sign Up for Internship' }).click();
  await page.waitForURL((u) => /^\/internship\/[^/]+\/apply$/.test(u.pathname));
  await fillAndSendApplication(page, answers);
  await page.waitForURL((u) => u.pathname === '/application-success');
}
