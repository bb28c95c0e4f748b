// Keeps an Ark UI dialog mounted only from its opening to the end of its closing animation, so that every opening is a
// fresh mount whose content is in its first commit. Reopened in place, Ark renders the content two renders after its
// machine opens, and the focus trap and the Escape/outside-press layer look for it one frame later: on a busy machine
// they can miss it, and the dialog then keeps neither the focus nor Escape.
import { useState } from 'react';

export function useMountedWhileOpen(open: boolean): { mounted: boolean; onExitComplete: () => void } {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  return { mounted: mounted || open, onExitComplete: () => setMounted(false) };
}
