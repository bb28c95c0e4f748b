// Every API router, one per resource.
import type { Config } from '../../config';
import { authRoutes } from './auth-routes';
import { socialAuthRoutes } from './social-auth-routes';
import { userRoutes } from './user-routes';
import { internshipRoutes } from './internship-routes';
import { applicationRoutes } from './application-routes';
import { favoriteRoutes } from './favorite-routes';
import { blogRoutes } from './blog-routes';

export const apiRoutes = (config: Config) => [
  authRoutes(config.rateLimitPerMinute),
  socialAuthRoutes(),
  userRoutes(),
  internshipRoutes(),
  applicationRoutes(),
  favoriteRoutes(),
  blogRoutes(),
];
