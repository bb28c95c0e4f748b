// The keys of the signed-in company's own data: defined in web/src/api/own-company-keys.ts (live updates refresh them too).
export { ownCompanyKeys } from '@/api/own-company-keys';
