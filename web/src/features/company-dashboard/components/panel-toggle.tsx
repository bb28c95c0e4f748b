// A toggle under an applicant that opens and closes one of its panels below (interviews, completion): its icon and words,
// aria-expanded and aria-controls, in the look of the 'Messages' toggle beside it.
import type { ReactNode } from 'react';

interface PanelToggleProps {
  open: boolean;
  onToggle: () => void;
  /** The id of the element the panel shows in. */
  controls: string;
  icon: ReactNode;
  children: ReactNode;
  testId?: string;
}

export function PanelToggle({ open, onToggle, controls, icon, children, testId }: PanelToggleProps) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      data-testid={testId}
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      {icon}
      {children}
    </button>
  );
}
