// Fixtures for the student-journey API tests: an approved company with internships posted through the command modules, signed-in clients by role.
import * as assert from 'uvu/assert';
import type { Internship } from '@domain/internships/types';
import type { NewInternship } from '@domain/internships/schemas';
import type { CommandContext } from '@backend/commands/command-handler';
import { postInternship } from '@backend/commands/internships/post-internship';
import { approveCompany } from '@backend/commands/users/approve-company';
import { registerUser } from '@backend/commands/users/register-user';
import { markEmailVerified } from '@backend/commands/email-verification/mark-email-verified';
import { updateCompanyDetails } from '@backend/commands/users/update-company-details';
import { getInternship } from '@backend/queries/internships/get-internship';
import { systemContext } from '@backend/seed/seed';
import type { TestServer } from './server';
import { client, studentBody, uniqueEmail } from './http';
import { openVerificationLink } from './email-verification';

export const ADMIN_PASSWORD = 'admin-password-for-tests';

/** A system context whose clock is fixed at `iso` (for stable "newest first" orders). */
export const systemAt = (srv: TestServer, iso?: string): CommandContext => {
  const ctx = systemContext(srv.backend.deps);
  return iso ? { ...ctx, now: () => new Date(iso) } : ctx;
};

export async function approvedCompany(srv: TestServer, companyName = 'Acme Learning') {
  const deps = srv.backend.deps;
  const ctx = systemAt(srv);
  const { userId } = await registerUser(ctx, {
    email: uniqueEmail('company'),
    password: 'secret123',
    role: 'company',
    firstName: 'Company',
    lastName: 'User',
    location: 'India',
  });
  // Approved, so it once sent its company application: its address was verified before that.
  await markEmailVerified(ctx, userId);
  await updateCompanyDetails(ctx, userId, { companyName, companyField: 'Technology', location: 'Mumbai, India', website: 'https://acme.example.org' });
  const { appended } = await approveCompany(ctx, userId);
  await deps.projections.waitFor(appended);
  return { id: userId };
}

export const internshipInput = (over: Partial<NewInternship> = {}): NewInternship => ({
  title: 'Web Intern',
  description: 'Build pages for our site.',
  requirements: 'Curiosity',
  location: 'Mumbai, India',
  duration: '8 weeks',
  salary: null,
  type: 'remote',
  skills: ['HTML/CSS'],
  applicationDeadline: null,
  startDate: null,
  ...over,
});

export async function postTestInternship(srv: TestServer, companyId: string, over: Partial<NewInternship> = {}, postedAt?: string): Promise<Internship> {
  const deps = srv.backend.deps;
  const { internshipId, appended } = await postInternship(systemAt(srv, postedAt), companyId, internshipInput(over));
  assert.ok(await deps.projections.waitFor(appended), 'the internship is projected');
  const internship = await getInternship(deps.readStore, internshipId);
  assert.ok(internship);
  return internship;
}

/** A new student, signed in, whose address is verified through the mailbox (unless EMAIL_VERIFICATION is off). */
export async function signedInStudent(srv: TestServer) {
  const c = client(srv.url);
  const body = studentBody();
  const res = await c.post('/api/register', body);
  assert.is(res.status, 201, res.text);
  if (srv.backend.deps.config.emailVerification === 'required') await openVerificationLink(srv, body.email);
  return Object.assign(c, { user: res.body as { id: string; email: string } });
}

/** A new company account, signed in, whose address is verified through the mailbox (unless EMAIL_VERIFICATION is off). */
export async function signedInCompany(srv: TestServer) {
  const c = client(srv.url);
  const email = uniqueEmail('co');
  const res = await c.post('/api/register', { ...studentBody(email), role: 'company', firstName: 'Company', lastName: 'User' });
  assert.is(res.status, 201, res.text);
  if (srv.backend.deps.config.emailVerification === 'required') await openVerificationLink(srv, email);
  return Object.assign(c, { user: res.body as { id: string; email: string } });
}

export async function signedInAdmin(srv: TestServer) {
  const c = client(srv.url);
  const res = await c.post('/api/login', { username: 'admin1@example.com', password: ADMIN_PASSWORD });
  assert.is(res.status, 200, res.text);
  return Object.assign(c, { user: res.body as { id: string; email: string } });
}

/** No read-model bookkeeping and no secret in any answer. */
export function assertClean(text: string) {
  assert.not.match(text, /_position|_revision|passwordHash|argon2|"password"/);
}
