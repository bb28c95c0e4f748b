// The small buttons of a table row (Edit, History, Delete, …): an icon and a word; the accessible name adds the row's name.
import type { ButtonHTMLAttributes } from 'react';
import { ApproveIcon, EditIcon, HistoryIcon, PowerIcon, PublishIcon, RejectIcon, TrashIcon, UnpublishIcon, ViewIcon } from '@/components/ui/icons';

const icons = {
  edit: EditIcon,
  delete: TrashIcon,
  history: HistoryIcon,
  approve: ApproveIcon,
  reject: RejectIcon,
  view: ViewIcon,
  publish: PublishIcon,
  unpublish: UnpublishIcon,
  power: PowerIcon,
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
  const Icon = icons[icon];
  return (
    <button
      type="button"
      aria-label={subject ? `${label} ${subject}` : undefined}
      title={iconOnly ? label : undefined}
      className={`inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-50 ${tones[tone]} ${className}`}
      {...rest}
    >
      <Icon className="size-4 shrink-0" />
      {iconOnly ? <span className="sr-only">{label}</span> : label}
    </button>
  );
}

export function RowActions({ children }: { children: React.ReactNode }) {
  return <div className="flex items-center justify-end gap-1">{children}</div>;
}
