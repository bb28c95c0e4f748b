// The two admin guards of SPEC.md §6: role admin reads; only the backend admins (admin1–admin3) change anything.
import { requireUser } from '@backend/http/middleware/auth';

export const ADMINS_ONLY = 'Only admins can see this';
export const BACKEND_ADMINS_ONLY = 'Only the backend admins (admin1, admin2, admin3) can do this';

export const adminsOnly = () => requireUser({ roles: ['admin'], forbiddenMessage: ADMINS_ONLY });
export const backendAdminsOnly = () => requireUser({ roles: ['admin'], backendAdmin: true, forbiddenMessage: BACKEND_ADMINS_ONLY });
