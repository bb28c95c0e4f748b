// The Key Details card of the detail page: who it is for (age, hours, schedule, category), duration, location, type, and
// deadline / start date when present.
import { m } from '@/paraglide/messages.js';
import type { ReactNode } from 'react';
import type { Internship } from '@domain/internships/types';
import { Card } from '@/components/ui/card';
import { CardBriefcaseIcon, CardCalendarIcon, CardClockIcon, CardMapPinIcon, GraduationIcon, WalletIcon } from '@/components/ui/icons';
import { formatCount } from '@/i18n/locale';
import { categoryName, formatDate, scheduleLabel, workTypeLabel } from './format';
import { durationDetail, stipendDetail } from './stipend-format';

function Detail({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    // The icon sits inside the <dt>: a <dl>'s groups may hold nothing but <dt> and <dd>.
    <div className="relative min-h-9 min-w-0 ps-11">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span aria-hidden="true" className="absolute top-0.5 start-0 flex size-8 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">{icon}</span>
        {label}
      </dt>
      <dd className="font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}

export function KeyDetailsCard({ internship }: { internship: Internship }) {
  const deadline = formatDate(internship.applicationDeadline);
  const start = formatDate(internship.startDate);
  const category = categoryName(internship.category);
  const stipend = stipendDetail(internship);
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-bold text-slate-900">{m.detail_key_details()}</h2>
      <dl className="mt-4 space-y-4 text-sm">
        <Detail icon={<GraduationIcon className="size-4 shrink-0" />} label={m.detail_open_to()} value={m.detail_students_aged({ age: formatCount(internship.minAge ?? 14) })} />
        {internship.hoursPerWeek ? <Detail icon={<CardClockIcon className="size-4 shrink-0" />} label={m.detail_hours()} value={m.detail_hours_a_week({ hours: formatCount(internship.hoursPerWeek) })} /> : null}
        <Detail icon={<CardCalendarIcon className="size-4 shrink-0" />} label={m.detail_schedule()} value={scheduleLabel(internship.schedule ?? 'flexible')} />
        {category ? <Detail icon={<CardBriefcaseIcon className="size-4 shrink-0" />} label={m.detail_category()} value={category} /> : null}
        <Detail icon={<CardClockIcon className="size-4 shrink-0" />} label={m.detail_duration()} value={durationDetail(internship)} />
        <Detail icon={<CardMapPinIcon className="size-4 shrink-0" />} label={m.detail_location()} value={internship.location} />
        <Detail icon={<CardBriefcaseIcon className="size-4 shrink-0" />} label={m.detail_type()} value={workTypeLabel(internship.type)} />
        {stipend ? <Detail icon={<WalletIcon className="size-4 shrink-0" />} label={m.detail_salary()} value={stipend} /> : null}
        {deadline ? <Detail icon={<CardCalendarIcon className="size-4 shrink-0" />} label={m.detail_deadline()} value={deadline} /> : null}
        {start ? <Detail icon={<CardCalendarIcon className="size-4 shrink-0" />} label={m.detail_start_date()} value={start} /> : null}
      </dl>
    </Card>
  );
}
