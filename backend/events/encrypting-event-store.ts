// A decorator of the EventStore port that keeps personal data out of the log in the clear (crypto-shredding): on append it
// seals the personal fields the policy names (per event type) with the subject's own key; on read it opens them — or, once the
// subject's key is destroyed, puts placeholders in their place ('Deleted user', 'deleted@invalid', '') so that every event still
// reads and replays. Events written before this existed (plain) are read as they are. Reads are upcast after opening.
import type { PersonalDataPolicy } from '@domain/shared/personal-data';
import { UnreadableEventError, type EventStore, type NewEvent, type RecordedEvent, type Upcast } from './event-store';
import type { KeyStore } from './key-store';
import { personalFieldsOf, seal, sealedOf, unseal } from './personal-data-cipher';

export interface EncryptingOptions {
  keys: KeyStore;
  policy: PersonalDataPolicy;
  /** Lifts old event versions; applied after the personal fields are opened (the inner store must not upcast). */
  upcast?: Upcast;
  /** How many events read by stream are kept opened (0: none). */
  openedKept?: number;
}

/** Events opened by readStream and kept, so that streams read again and again (a user's, by each command and reaction) are decrypted once. */
const OPENED_KEPT = 5_000;

/** Frozen all the way down: what is kept is handed to every reader, so nobody may change it. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export function createEncryptingEventStore(inner: EventStore, options: EncryptingOptions): EventStore {
  const { keys, policy } = options;
  const upcast = options.upcast ?? ((e: RecordedEvent) => e);

  const sealEvent = async (event: NewEvent): Promise<NewEvent> => {
    const personal = personalFieldsOf(policy, event.type, event.data);
    if (!personal) return event;
    const found = await keys.getOrCreate(personal.subject);
    const key = found.state === 'live' ? found.key : null;
    return { ...event, data: seal(event.id, event.data as object, personal.subject, personal.fields, key) };
  };

  // Opened data by event and seal (its IV: an event sealed again reads anew), with the key it was opened with. Served only
  // while the subject's key is still that live key: an erasure (a destroyed key, seen here as the key cache sees it) ends
  // it at once, as it ends the decryption itself. Filled by readStream only: a replay's readAll would only churn it.
  const kept = options.openedKept ?? OPENED_KEPT;
  const opened = new Map<string, { key: Buffer; data: Record<string, unknown> }>();

  const open = async (event: RecordedEvent, keep = false): Promise<RecordedEvent> => {
    const sealed = sealedOf(event.data);
    if (!sealed) return upcast(event);
    const found = await keys.get(sealed.s);
    const live = found.state === 'live' ? found.key : null;
    const keptAs = keep && live && sealed.iv ? `${event.id} ${sealed.iv}` : null;
    if (keptAs) {
      const hit = opened.get(keptAs);
      if (hit && (hit.key === live || hit.key.equals(live!))) return upcast({ ...event, data: hit.data });
      if (hit) opened.delete(keptAs);
    }
    let data: Record<string, unknown>;
    try {
      data = unseal(event.id, event.data as Record<string, unknown>, sealed, live);
    } catch (error) {
      throw new UnreadableEventError(event.position, event.stream, `its personal data cannot be decrypted (${(error as Error).message})`);
    }
    if (keptAs && kept > 0) {
      opened.set(keptAs, { key: live!, data: deepFreeze(data) });
      if (opened.size > kept) opened.delete(opened.keys().next().value!);
    }
    return upcast({ ...event, data });
  };
  const openAll = (events: RecordedEvent[], keep = false) => Promise.all(events.map((e) => open(e, keep)));

  return {
    get name() {
      return inner.name;
    },
    async append(stream, events, appendOptions) {
      return inner.append(stream, await Promise.all(events.map(sealEvent)), appendOptions);
    },
    async readStream(...args: Parameters<EventStore['readStream']>) {
      return openAll(await inner.readStream(...args), true);
    },
    async readAll(after, limit) {
      return openAll(await inner.readAll(after, limit));
    },
    watch: (onAppend) => inner.watch(onAppend),
    headPosition: () => inner.headPosition(),
    ordinal: (position) => inner.ordinal(position),
    close: () => inner.close(),
  };
}
