// axe-core in a Playwright page: the serious and critical violations of what the page shows now (needs bypassCSP).
import { createRequire } from 'node:module';
import type { Page } from 'playwright';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResult {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
}

/** One line per serious or critical violation: impact, rule id and the first three elements it found. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    // What is fading in is measured at its final colours: finite animations and transitions (a page's entrance) end
    // first, within 2 s (a spinner's endless one is left running).
    const ending = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([Promise.all(ending.map((a) => a.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 2000))]);
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  });
}
