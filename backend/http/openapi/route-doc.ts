// What a route's middleware says about it, for the OpenAPI document: validate() names the body's schema, validateQuery() the
// query's, requireUser() who may call it, the rate limits that it may answer 429. Kept on the middleware function itself.
import type { z } from 'zod';

export interface RouteDoc {
  body?: z.ZodType;
  query?: z.ZodType;
  /** Signed in (any role, or one of `roles`; `backendAdmin`: admin1–admin3 only). */
  signedIn?: boolean;
  roles?: readonly string[];
  backendAdmin?: boolean;
  /** A rate limit may refuse it (429). */
  limited?: boolean;
}

const DOC = Symbol.for('internships.routeDoc');

/** Marks a middleware with what it tells about its routes; answers the same function. */
export function documented<F extends (...args: never[]) => unknown>(middleware: F, doc: RouteDoc): F {
  (middleware as unknown as Record<symbol, RouteDoc>)[DOC] = doc;
  return middleware;
}

/** What one middleware tells, if anything. */
export const docOf = (middleware: unknown): RouteDoc | undefined => (middleware as Record<symbol, RouteDoc> | null)?.[DOC];
