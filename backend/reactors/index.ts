// Every reactor (process manager) the backend runs: each turns one aggregate's events into another's commands.
import type { Reactor } from '../processors/reactor';
import type { ConsentLinks } from '../privacy/consent-links';
import type { Erasure } from '../privacy/erasure';
import type { Sessions } from '../sessions/sessions';
import { accountDeletionReactor } from './account-deletion-reactor';
import { applicationMailReactor } from './application-mail-reactor';
import { interviewMailReactor } from './interview-mail-reactor';
import { blogSlugReactor } from './blog-slug-reactor';
import { companyAccountReactor } from './company-account-reactor';
import { erasureReactor } from './erasure-reactor';
import { notificationReactor } from './notification-reactor';
import { sessionRevocationReactor } from './session-revocation-reactor';
import { moderationMailReactor } from './moderation-mail-reactor';
import { savedSearchMailReactor } from './saved-search-mail-reactor';

/** The reactors that need nothing beyond the command context each reaction gets. */
export const reactors: readonly Reactor[] = [companyAccountReactor, accountDeletionReactor, blogSlugReactor];

/** What the other reactors act through: the session store, erasure (crypto-shredding), and the links in e-mails. */
export interface ReactorDeps {
  sessions: Pick<Sessions, 'revokeAll'>;
  erasure: Erasure;
  /** The site's address, for the links in e-mails. */
  publicUrl: string;
  consentLinks: ConsentLinks;
}

/** Every reactor, in the order the runtime starts them (core.ts runs this list). */
export function allReactors(deps: ReactorDeps): readonly Reactor[] {
  return [
    ...reactors,
    sessionRevocationReactor(deps.sessions),
    erasureReactor(deps.erasure),
    notificationReactor({ publicUrl: deps.publicUrl, consentLinks: deps.consentLinks }),
    applicationMailReactor({ publicUrl: deps.publicUrl }),
    interviewMailReactor({ publicUrl: deps.publicUrl }),
    moderationMailReactor({ publicUrl: deps.publicUrl }),
    savedSearchMailReactor({ publicUrl: deps.publicUrl }),
  ];
}
