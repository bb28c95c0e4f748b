// Keeps a scrolling message list at its newest message (on opening, and when a message arrives), and in place when older
// messages are put above (the container sets `overflow-anchor: none`, so the browser's own anchoring does not move it too).
import { useLayoutEffect, useRef, type RefObject } from 'react';

export function useStickToBottom(container: RefObject<HTMLElement | null>, firstId: string | undefined, lastId: string | undefined) {
  const seen = useRef<{ first: string | undefined; last: string | undefined; height: number } | null>(null);
  useLayoutEffect(() => {
    const el = container.current;
    if (!el) return;
    const before = seen.current;
    if (!before || lastId !== before.last) el.scrollTop = el.scrollHeight;
    else if (firstId !== before.first) el.scrollTop += el.scrollHeight - before.height;
    seen.current = { first: firstId, last: lastId, height: el.scrollHeight };
  }, [container, firstId, lastId]);
}
