// Every API router, one per resource.
import type { Config } from '../../config';
import { authRoutes } from './auth-routes';

export const apiRoutes = (config: Config) => [authRoutes(config.rateLimitPerMinute)];
