// The page on a slow phone: the landing page at 390 px in Chromium (Playwright) with network throttling (CDP), first visit
// and repeat visit: largest contentful paint, bytes transferred; and the gzip size of the JS index.html loads at once.
import { chromium, type BrowserContext } from 'playwright';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export interface Network {
  name: string;
  /** Bits per second; 0: not throttled. */
  bps: number;
  latencyMs: number;
}
export const SLOW_3G: Network = { name: '1.6 Mbps / 300 ms', bps: 1.6e6, latencyMs: 300 };
export const UNTHROTTLED: Network = { name: 'local', bps: 0, latencyMs: 0 };

export interface Visit {
  lcpMs: number;
  transferredKb: number;
  requests: number;
}

/**
 * JS that index.html loads before anything runs (its module script and modulepreloads), gzip-compressed, in KB. `html`:
 * another language's page (web/build/locale-builds-plugin.ts: dist/.locales/<locale>/index.html, assets in dist/assets).
 */
export function initialJsGzipKb(dist: string, htmlFile = join(dist, 'index.html')): { kb: number; files: string[] } {
  const html = readFileSync(htmlFile, 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+)"/g)].map((m) => m[1]);
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
  return { kb: Math.round(bytes / 102.4) / 10, files };
}

/** initialJsGzipKb for every language's build: English (dist/index.html) and each of dist/.locales/<locale>/. */
export function initialJsGzipKbByLocale(dist: string): Record<string, { kb: number; files: string[] }> {
  const localesDir = join(dist, '.locales');
  const others = existsSync(localesDir) ? readdirSync(localesDir).sort() : [];
  return Object.fromEntries([['en', initialJsGzipKb(dist)], ...others.map((l) => [l, initialJsGzipKb(dist, join(localesDir, l, 'index.html'))])]);
}

async function visit(context: BrowserContext, url: string, network: Network): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (network.bps)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: network.latencyMs, downloadThroughput: network.bps / 8, uploadThroughput: 750e3 / 8 });
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
    bytes += e.encodedDataLength;
    requests += 1;
  });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  const lcpMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  // What the visit loads after its first paint (menus, toasts) counts too, and is in the cache for the repeat visit.
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  await page.close();
  return { lcpMs: Math.round(lcpMs), transferredKb: Math.round(bytes / 102.4) / 10, requests };
}

/** First visit (empty cache) and repeat visit (same browser profile) of `url` at 390 px on each network. */
export async function measureLanding(url: string, networks: Network[]): Promise<Record<string, { first: Visit; repeat: Visit }>> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  try {
    const out: Record<string, { first: Visit; repeat: Visit }> = {};
    for (const network of networks) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
      const first = await visit(context, url, network);
      const repeat = await visit(context, url, network);
      await context.close();
      out[network.name] = { first, repeat };
    }
    return out;
  } finally {
    await browser.close();
  }
}
