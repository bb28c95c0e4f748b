// Lighthouse's CPU slowdown for this host. The mobile preset multiplies the CPU work it observes by 4, which stands for a
// mid-tier phone when the host is a high-end desktop (BenchmarkIndex about 1,500). On a slower host the same 4× stands for
// a far slower phone, and Lighthouse warns that the score suffers ("calibrate the CPU slowdown multiplier",
// docs/throttling.md in GoogleChrome/lighthouse). The multiplier here is the one the Lighthouse team's calculator gives
// (lighthouse-cpu-throttling-calculator: 800 → 2×, 1,300 → 3×, 1,533 → 4×, 2,000 → 6×, linear between).
import { chromium } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** The BenchmarkIndex at which the preset's 4× stands for the phone it means. */
export const PRESET_HOST_INDEX = 1533;

/** The multiplier for a host of this BenchmarkIndex (at least 1: a host slower than the phone is not sped up). */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The host's BenchmarkIndex (Lighthouse's own benchmark, in a tab of the Chromium it audits with): the median of `runs`. */
export async function hostBenchmarkIndex(port: number, runs = 5): Promise<{ median: number; runs: number[] }> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const values: number[] = [];
    for (let i = 0; i < runs; i++) values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    await page.close();
    const sorted = [...values].sort((a, b) => a - b);
    return { median: sorted[Math.floor(sorted.length / 2)], runs: values };
  } finally {
    // Leaves Chromium running: only this connection ends.
    await browser.close().catch(() => undefined);
  }
}
