// Browser tests: a tab list's selected tab, checked once React has selected it (a click or a navigation selects it on a
// later render: read at once, on a busy machine, the attribute can still name the tab before).
import type { Page } from 'playwright';
import * as assert from 'uvu/assert';

/** Waits until the tab named `name` is the selected one (the usual timeout), then asserts that it is. */
export async function assertSelectedTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
  assert.is(await page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected'), 'true', `tab ${name} selected`);
}
