// The small buttons of a table row (Edit, History, Delete, …): an icon and a word; the accessible name adds the row's name.
import type { ButtonHTMLAttributes } from 'react';

const icons = {
  edit: <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />,
  delete: <path d="M5 7h14M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />,
  history: <path d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4M12 8v4l3 2" />,
  approve: <path d="m5 12 5 5L20 7" />,
  reject: <path d="M6 6l12 12M18 6 6 18" />,
  view: <path d="M2.5 12s3.5-7 9.5-7 9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />,
  publish: <path d="M12 19V5M6 11l6-6 6 6" />,
  unpublish: <path d="M12 5v14M6 13l6 6 6-6" />,
  power: <path d="M12 3v8M6.4 6.4a8 8 0 1 0 11.2 0" />,
} as const;

export type ActionIcon = keyof typeof icons;

const tones = {
  neutral: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  danger: 'text-red-700 hover:bg-red-50',
  success: 'text-emerald-700 hover:bg-emerald-50',
} as const;

interface ActionButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: ActionIcon;
  label: string;
  /** Names the row for screen readers: 'Delete' + ' Aarav Sharma'. */
  subject?: string;
  tone?: keyof typeof tones;
  /** Only the icon is shown (the label stays the accessible name). */
  iconOnly?: boolean;
}

export function ActionButton({ icon, label, subject, tone = 'neutral', iconOnly = false, className = '', ...rest }: ActionButtonProps) {
  return (
    <button
      type="button"
      aria-label={subject ? `${label} ${subject}` : undefined}
      title={iconOnly ? label : undefined}
      className={`inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-50 ${tones[tone]} ${className}`}
      {...rest}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {icons[icon]}
      </svg>
      {iconOnly ? <span className="sr-only">{label}</span> : label}
    </button>
  );
}

export function RowActions({ children }: { children: React.ReactNode }) {
  return <div className="flex items-center justify-end gap-1">{children}</div>;
}
