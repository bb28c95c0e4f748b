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

  const open = async (event: RecordedEvent): Promise<RecordedEvent> => {
    const sealed = sealedOf(event.data);
    if (!sealed) return upcast(event);
    const found = await keys.get(sealed.s);
    let data: Record<string, unknown>;
    try {
      data = unseal(event.id, event.data as Record<string, unknown>, sealed, found.state === 'live' ? found.key : null);
    } catch (error) {
      throw new UnreadableEventError(event.position, event.stream, `its personal data cannot be decrypted (${(error as Error).message})`);
    }
    return upcast({ ...event, data });
  };
  const openAll = (events: RecordedEvent[]) => Promise.all(events.map(open));

  return {
    get name() {
      return inner.name;
    },
    async append(stream, events, appendOptions) {
      return inner.append(stream, await Promise.all(events.map(sealEvent)), appendOptions);
    },
    async readStream(...args: Parameters<EventStore['readStream']>) {
      return openAll(await inner.readStream(...args));
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
