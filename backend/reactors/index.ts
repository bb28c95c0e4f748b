// Every reactor (process manager) the backend runs: each turns one aggregate's events into another's commands.
import type { Reactor } from '../projections/runtime/reactor';
import { accountDeletionReactor } from './account-deletion-reactor';
import { blogSlugReactor } from './blog-slug-reactor';
import { companyAccountReactor } from './company-account-reactor';

export const reactors: readonly Reactor[] = [companyAccountReactor, accountDeletionReactor, blogSlugReactor];
