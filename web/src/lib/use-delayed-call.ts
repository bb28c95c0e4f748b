// Calls a function once after a delay (SPEC §9's 1000 ms hops); calling again restarts the wait; unmounting cancels it.
import { useEffect, useRef } from 'react';

export function useDelayedCall(fn: () => void, delayMs: number): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), delayMs);
  };
}
