// Claims (an e-mail address, a blog slug) are appended before the stream they make unique, so a crash between the two appends
// leaves a claim whose holder was never written. Such a claim may be taken over, but only once it is older than a minute: a
// younger one may belong to a creation still in flight.

export const ORPHANED_AFTER_MS = 60_000;

/** Whether a claim whose last event was written at `lastAt` (its envelope's time; null: no event) is old enough to be taken over. */
export const claimIsStale = (lastAt: string | null, now: Date): boolean => lastAt !== null && Date.parse(lastAt) < now.getTime() - ORPHANED_AFTER_MS;
