// Checks an address a student gives for a parent or guardian before a consent request goes to it: not the address of a
// student's account (a student cannot be their own guardian through a second account), and within the address's daily budget.
import { invalid } from '@domain/shared/errors';
import { GUARDIAN_NOT_A_STUDENT } from '@domain/consent/schemas';
import type { Deps } from '@backend/deps';
import { getUser } from '@backend/queries/users/get-user';
import type { ConsentMailBudget } from '@backend/limits/consent-mail-budget';

export async function checkGuardianAddress(deps: Pick<Deps, 'credentials' | 'readStore'>, budget: ConsentMailBudget, guardianEmail: string): Promise<void> {
  const account = await deps.credentials.byLogin(guardianEmail);
  const owner = account && (await getUser(deps.readStore, account.userId));
  if (owner?.role === 'student') throw invalid(GUARDIAN_NOT_A_STUDENT, { guardianEmail: GUARDIAN_NOT_A_STUDENT });
  await budget.check(guardianEmail);
}
