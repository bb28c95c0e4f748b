// Which X-Forwarded-* entries the app believes behind TRUST_PROXY = N proxies: the client's address and the scheme are the
// entry N-th from the right, the one our outermost proxy wrote; whatever stands further left came from the client.
import type Koa from 'koa';

/** The entry `hops`-th from the right of a comma-separated X-Forwarded-* value (the leftmost when there are fewer). */
export function trustedEntry(value: string | undefined, hops: number): string | undefined {
  if (!value || hops <= 0) return undefined;
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries[Math.max(0, entries.length - hops)];
}

/** Koa's options for `hops` trusted proxies: `ctx.ip` is then the trusted entry of X-Forwarded-For (Koa keeps the last `hops`). */
export const proxyOptions = (hops: number) => ({ proxy: hops > 0, maxIpsCount: hops });

/**
 * The scheme (`ctx.protocol`, `ctx.secure`, Secure cookies) from the trusted entry of X-Forwarded-Proto, by the same rule as
 * the address. Koa itself takes the leftmost value, which a client writes when a proxy appends to the header; with a proxy
 * that overwrites it there is one value, the same either way. A TLS socket is https whatever the headers say.
 */
export function schemeFromTrustedProxy(app: Koa, hops: number): void {
  if (hops <= 0) return;
  Object.defineProperty(app.request, 'protocol', {
    configurable: true,
    get(this: Koa.Request) {
      if ((this.socket as { encrypted?: boolean }).encrypted) return 'https';
      return trustedEntry(this.get('X-Forwarded-Proto'), hops)?.toLowerCase() ?? 'http';
    },
  });
}
