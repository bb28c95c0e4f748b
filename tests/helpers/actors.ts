// Signed-in clients of every kind of user, for endpoint × role API tests: visitor, student, unapproved company, approved
// company, an admin without backend rights (only possible through the command modules), and a backend admin.
import * as assert from 'uvu/assert';
import { registerUser } from '@backend/commands/users/register-user';
import type { TestServer } from './server';
import { client, uniqueEmail } from './http';
import { ADMIN_PASSWORD, approvedCompany, signedInAdmin, signedInCompany, signedInStudent, systemAt } from './journey-fixtures';

export type ActorName = 'visitor' | 'student' | 'company' | 'approvedCompany' | 'admin' | 'backendAdmin';
export const ACTORS: readonly ActorName[] = ['visitor', 'student', 'company', 'approvedCompany', 'admin', 'backendAdmin'];
export type Client = ReturnType<typeof client> & { user: { id: string; email: string } };

async function signIn(srv: TestServer, email: string, password: string): Promise<Client> {
  const c = client(srv.url);
  const res = await c.post('/api/login', { username: email, password });
  assert.is(res.status, 200, res.text);
  return Object.assign(c, { user: res.body as { id: string; email: string } });
}

export async function allActors(srv: TestServer): Promise<Record<ActorName, Client>> {
  const approved = await approvedCompany(srv, 'Approved Co');
  const approvedEmail = (await srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(approved.id))!.email;
  const adminEmail = uniqueEmail('plain.admin');
  const { appended } = await registerUser(systemAt(srv), { email: adminEmail, username: `admin-${Date.now()}`, password: ADMIN_PASSWORD, role: 'admin', firstName: 'Plain', lastName: 'Admin', location: 'India' });
  await srv.backend.deps.projections.waitFor(appended);
  return {
    visitor: Object.assign(client(srv.url), { user: { id: '', email: '' } }),
    student: await signedInStudent(srv),
    company: await signedInCompany(srv),
    approvedCompany: await signIn(srv, approvedEmail, 'secret123'),
    admin: await signIn(srv, adminEmail, ADMIN_PASSWORD),
    backendAdmin: await signedInAdmin(srv),
  };
}
