// A clock in milliseconds that never gives the same time twice: a millisecond after the last when called again within
// one, so that things stamped one after another (mailbox messages, file ids) sort in the order they were made.
export function increasingClock(): () => number {
  let last = 0;
  return () => (last = Math.max(Date.now(), last + 1));
}
