// The command path's dependencies for tests that run commands on an event store of their own (the app's are built once by
// the composition root, backend/core.ts): no snapshots unless given, and e-mail claim streams named by the address.
import { emailStream } from '@domain/users/email-claim';
import type { CommandDeps } from '@backend/commands/command-handler';
import type { EmailClaimNames } from '@backend/commands/users/email-claim-names';
import type { EventStore } from '@backend/events/event-store';
import type { Snapshots } from '@backend/events/snapshot-store';

/** Claim streams named by the address (`email-<address>`, the names before they were hashed): a test's store has no server secret. */
export const addressClaimNames: EmailClaimNames = { current: emailStream };

export const commandDeps = (events: EventStore, snapshots: Snapshots | null = null): CommandDeps => ({ events, snapshots, emailClaims: addressClaimNames });
