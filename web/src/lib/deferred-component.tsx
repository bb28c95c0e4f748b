// A component whose code is not in the first download: it loads when first rendered (or earlier, through `prefetch`,
// e.g. when the browser is idle) and, once loaded, renders synchronously like any other component.
import { useEffect, useReducer, type ComponentType, type ReactNode } from 'react';

export function deferredComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const prefetch = () =>
    (loading ??= load().then(
      (m) => void (loaded = m.default),
      (error: unknown) => {
        loading = null;
        console.error('A part of the page could not be loaded', error);
      },
    ));

  function Deferred({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    const Loaded = loaded;
    useEffect(() => {
      // Rendered without the code: render again once it is there. It may have arrived between that render and this
      // effect (a prefetch started earlier), so what this render had decides, not `loaded` now: a menu opened just as
      // its code arrived stayed empty for good (an early tap on a phone menu, replayed after hydration, was lost so).
      if (!Loaded) void prefetch().then(rerender);
    }, [Loaded]);
    return Loaded ? <Loaded {...(props as P)} /> : <>{fallback}</>;
  }
  return { Component: Deferred, prefetch };
}

/** Runs `work` once the browser is idle after the first paint (at the latest after `timeoutMs`). */
export function whenIdle(work: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, timeoutMs);
  return () => window.clearTimeout(id);
}
