// The tab names of /admin and /admin-backend (?tab=); a module of its own so the route's search check stays light.
export const DASHBOARD_TABS = ['users', 'internships', 'applications', 'blog', 'analytics'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** SPEC §2: 'pending' exists without a tab trigger. */
export const BACKEND_TABS = ['overview', 'users', 'internships', 'applications', 'blog', 'requests', 'pending', 'audit'] as const;
export type BackendTab = (typeof BACKEND_TABS)[number];
