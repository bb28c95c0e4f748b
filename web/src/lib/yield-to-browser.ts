// Ends the current task so that the browser may paint and handle input before the rest runs (scheduler.yield where
// the browser has it: the rest then runs before other queued tasks; a zero-delay timer elsewhere).
interface Scheduler {
  yield(): Promise<void>;
}

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}
