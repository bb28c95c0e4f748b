// Personal data in events (crypto-shredding): each context lists, per event type, which fields hold a person's data and which
// field names that person (the data subject). The event store encrypts those fields with the subject's own key; erasing the
// person destroys the key, and the fields then read as the placeholders below, so the log stays whole and replays still work.

/** What a personal field holds; it picks the placeholder a field reads as once its subject's key is destroyed. */
export type PersonalFieldKind = 'name' | 'surname' | 'companyName' | 'email' | 'text' | 'optionalText' | 'list' | 'date';

export const ERASED_PLACEHOLDER: Readonly<Record<PersonalFieldKind, string | null | readonly never[]>> = {
  /** A first name (or a whole name): full names then read 'Deleted user'. */
  name: 'Deleted user',
  /** A last name: empty, so that `${firstName} ${lastName}` reads 'Deleted user'. */
  surname: '',
  /** A company account's name (its application, its details, its profile edits). */
  companyName: 'Deleted company',
  email: 'deleted@invalid',
  text: '',
  optionalText: null,
  list: [],
  date: null,
};

export const ERASED_NAME = ERASED_PLACEHOLDER.name as string;
export const ERASED_EMAIL = ERASED_PLACEHOLDER.email as string;
export const ERASED_COMPANY_NAME = ERASED_PLACEHOLDER.companyName as string;

export interface PersonalDataRule {
  /** Path of the field that holds the subject's user id (e.g. 'userId', 'studentId'). */
  subject: string;
  /**
   * The personal fields, by path ('email', 'changes.firstName'), with their kind. A field that an event does not carry is
   * skipped, so one rule covers every version of an event type.
   */
  fields: Readonly<Record<string, PersonalFieldKind>>;
}

/** Per event type, the rule for its personal data; event types not named carry none. */
export type PersonalDataPolicy = Readonly<Record<string, PersonalDataRule>>;

/** Reads a dotted path ('changes.firstName') from event data; undefined when any step is missing. */
export function readPath(data: unknown, path: string): unknown {
  let value: unknown = data;
  for (const step of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/** A copy of `data` with `path` set to `value` (objects on the way are copied, never shared). */
export function writePath(data: unknown, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  const base = data !== null && typeof data === 'object' ? { ...(data as Record<string, unknown>) } : {};
  base[head] = rest.length === 0 ? value : writePath(base[head], rest.join('.'), value);
  return base;
}

/** A copy of `data` without `path` (an emptied nested object stays, as an empty object). */
export function deletePath(data: unknown, path: string): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  const base = data !== null && typeof data === 'object' ? { ...(data as Record<string, unknown>) } : {};
  if (rest.length === 0) delete base[head];
  else if (base[head] !== null && typeof base[head] === 'object') base[head] = deletePath(base[head], rest.join('.'));
  return base;
}
