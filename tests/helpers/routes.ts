// Every API route the app registers, read from the routers themselves ("METHOD /path" with :params), for matrix and fuzz tests.
import { configFromEnv } from '@backend/config';
import { memoryLimiters } from '@backend/limits/limiter-store';
import { apiRoutes, publicReadRoutes } from '@backend/http/routes';

export function registeredRoutes(): string[] {
  const out = new Set<string>();
  for (const router of [...publicReadRoutes(), ...apiRoutes(configFromEnv({}), memoryLimiters())])
    for (const layer of router.stack)
      for (const method of layer.methods) if (method !== 'HEAD') out.add(`${method} ${String(layer.path).replace(/\/$/, '') || '/'}`);
  return [...out].sort();
}

/** A concrete path for a route: every :param becomes a well-formed id that exists nowhere. */
export const concretePath = (route: string) => route.split(' ')[1].replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
export const methodOf = (route: string) => route.split(' ')[0];
