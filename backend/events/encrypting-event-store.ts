// A decorator of the EventStore port that keeps personal data out of the log in the clear (crypto-shredding): on append it
// seals the personal fields the policy names (per event type) with the subject's own key; on read it opens them — or, once the
// subject's key is destroyed, puts placeholders in their place ('Deleted user', 'deleted@invalid', '') so that every event still
// reads and replays. Events written before this existed (plain) are read as they are. Reads are upcast after opening.
import type { PersonalDataPolicy } from '@domain/shared/personal-data';
import { UnreadableEventError, type EventStore, type NewEvent, type RecordedEvent, type Upcast } from './event-store';
import type { KeyStore } from './key-store';
import { PII_FIELD, personalFieldsOf, sealedOf, sealWithPlaintext, unseal, withOpenedFields } from './personal-data-cipher';
import { deepFreeze } from '@domain/shared/deep-freeze';

export interface EncryptingOptions {
  keys: KeyStore;
  policy: PersonalDataPolicy;
  /** Lifts old event versions; applied after the personal fields are opened (the inner store must not upcast). */
  upcast?: Upcast;
  /** How many events appended or read by stream are kept opened (0: none). */
  openedKept?: number;
}

/** Events opened by readStream and kept, so that streams read again and again (a user's, by each command and reaction) are decrypted once. */
const OPENED_KEPT = 5_000;

export function createEncryptingEventStore(inner: EventStore, options: EncryptingOptions): EventStore {
  const { keys, policy } = options;
  const upcast = options.upcast ?? ((e: RecordedEvent) => e);

  // Opened data by event and seal (its IV and tag: an event sealed again, or altered, reads anew), with the key it was opened with. Served only
  // while the subject's key is still that live key: an erasure (a destroyed key, seen here as the key cache sees it) ends
  // it at once, as it ends the decryption itself. Filled by append (what was just sealed is read back at once: by each
  // projection, reaction and the next command) and by readStream; readAll only looks (a replay would only churn it).
  // Append keeps the JSON it encrypted; the first reader puts it back into the stored data, as decrypting would, without
  // decrypting (the writer's own objects are never handed out).
  const kept = options.openedKept ?? OPENED_KEPT;
  const opened = new Map<string, { key: Buffer; data?: Record<string, unknown>; plaintext?: string }>();
  const keep = (keptAs: string, entry: { key: Buffer; data?: Record<string, unknown>; plaintext?: string }) => {
    if (kept <= 0) return;
    if (entry.data) deepFreeze(entry.data);
    opened.set(keptAs, entry);
    if (opened.size > kept) opened.delete(opened.keys().next().value!);
  };

  const sealEvent = async (event: NewEvent): Promise<NewEvent> => {
    const personal = personalFieldsOf(policy, event.type, event.data);
    if (!personal) return event;
    const found = await keys.getOrCreate(personal.subject);
    const key = found.state === 'live' ? found.key : null;
    const { data, plaintext } = sealWithPlaintext(event.id, event.data as object, personal.subject, personal.fields, key);
    const { iv, tag } = data[PII_FIELD] as { iv?: string; tag?: string };
    if (key && iv && plaintext !== null) keep(`${event.id} ${iv} ${tag}`, { key, plaintext });
    return { ...event, data };
  };

  /** Opens an event; `remember`: keeps what it opened (readStream's streams are read again and again, a replay's events are not). */
  const open = async (event: RecordedEvent, remember = false): Promise<RecordedEvent> => {
    const sealed = sealedOf(event.data);
    if (!sealed) return upcast(event);
    const found = await keys.get(sealed.s);
    const live = found.state === 'live' ? found.key : null;
    const keptAs = live && sealed.iv ? `${event.id} ${sealed.iv} ${sealed.tag}` : null;
    if (keptAs) {
      const hit = opened.get(keptAs);
      if (hit && (hit.key === live || hit.key.equals(live!))) {
        if (!hit.data) {
          hit.data = deepFreeze(withOpenedFields(event.data as Record<string, unknown>, sealed, hit.plaintext!));
          hit.plaintext = undefined;
        }
        return upcast({ ...event, data: hit.data });
      }
      if (hit) opened.delete(keptAs);
    }
    let data: Record<string, unknown>;
    try {
      data = unseal(event.id, event.data as Record<string, unknown>, sealed, live);
    } catch (error) {
      throw new UnreadableEventError(event.position, event.stream, `its personal data cannot be decrypted (${(error as Error).message})`);
    }
    if (remember && keptAs) keep(keptAs, { key: live!, data });
    return upcast({ ...event, data });
  };
  const openAll = (events: RecordedEvent[], remember = false) => Promise.all(events.map((e) => open(e, remember)));

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
    countAfter: (after, limit) => inner.countAfter(after, limit),
    headPosition: () => inner.headPosition(),
    ordinal: (position) => inner.ordinal(position),
    close: () => inner.close(),
  };
}
