// A small status pill in one of a few tones (text and background keep AA contrast).
import type { ReactNode } from 'react';

const tones = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  yellow: 'bg-amber-50 text-amber-800 ring-amber-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
  gray: 'bg-slate-100 text-slate-700 ring-slate-200',
  indigo: 'bg-indigo-600 text-white ring-indigo-600',
  blue: 'bg-sky-50 text-sky-800 ring-sky-200',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ tone, children, testId }: { tone: BadgeTone; children: ReactNode; testId?: string }) {
  return (
    <span data-testid={testId} data-tone={tone} className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tones[tone]}`}>
      {children}
    </span>
  );
}
