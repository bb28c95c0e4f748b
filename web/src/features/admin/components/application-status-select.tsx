// The status dropdown of an application row (Ark UI Select): any of SPEC's four statuses, saved once the admin confirms
// (with an optional note to the student). A withdrawn application only shows its badge: nobody decides on it.
import { m } from '@/paraglide/messages.js';
import { useRef, useState } from 'react';
import { Select, createListCollection } from '@ark-ui/react/select';
import { Portal } from '@ark-ui/react/portal';
import { NOTE_MAX } from '@domain/applications/schemas';
import { DECIDED_STATUSES, type ApplicationStatus } from '@domain/applications/types';
import type { AdminApplication } from '@domain/applications/types';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SmallChevronDownIcon } from '@/components/ui/icons';
import { useSetApplicationStatus } from '../api/applications';
import { stateLabel } from './format';
import { ApplicationStatusBadge } from './status-badges';

export function ApplicationStatusSelect({ application }: { application: AdminApplication }) {
  const setStatus = useSetApplicationStatus();
  const statuses = createListCollection({ items: DECIDED_STATUSES.map((s) => ({ value: s, label: stateLabel(s) })) });
  const [asked, setAsked] = useState<ApplicationStatus | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  if (application.status === 'withdrawn') return <ApplicationStatusBadge status="withdrawn" />;
  const shown = asked ?? (setStatus.isPending && setStatus.variables ? setStatus.variables.status : application.status);
  const subject = m.admin_application_subject({ student: application.studentName, internship: application.internshipTitle ?? m.admin_removed_internship() });
  return (
    <>
      <Select.Root
        collection={statuses}
        value={[shown]}
        onValueChange={(d) => {
          const next = d.value[0] as ApplicationStatus | undefined;
          if (next && next !== application.status) setAsked(next);
        }}
        disabled={setStatus.isPending}
        positioning={{ sameWidth: true, gutter: 4 }}
        // Its options stay mounted when closed (no lazyMount): Ark's Escape layer looks for them one frame after it opens.
      >
        <Select.Label className="sr-only">{m.admin_status_of({ subject })}</Select.Label>
        <Select.Control>
          <Select.Trigger
            ref={trigger}
            data-testid="application-status-trigger"
            className="inline-flex w-36 items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 data-disabled:opacity-60"
          >
            <Select.ValueText />
            <Select.Indicator className="text-slate-500">
              <SmallChevronDownIcon className="size-4" />
            </Select.Indicator>
          </Select.Trigger>
        </Select.Control>
        <Portal>
          <Select.Positioner className="z-50">
            <Select.Content className="rounded-xl border border-slate-200 bg-white p-1 shadow-xl outline-none">
              {statuses.items.map((item) => (
                <Select.Item
                  key={item.value}
                  item={item}
                  className="flex cursor-pointer items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 data-highlighted:bg-slate-100 data-[state=checked]:font-semibold data-[state=checked]:text-indigo-700"
                >
                  <Select.ItemText>{item.label}</Select.ItemText>
                  <Select.ItemIndicator>✓</Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Positioner>
        </Portal>
        <Select.HiddenSelect />
      </Select.Root>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={m.admin_change_status_title()}
        description={m.admin_change_status_description({ subject, from: stateLabel(application.status), to: stateLabel(asked ?? application.status) })}
        confirmLabel={m.admin_change_status()}
        tone={asked === 'rejected' ? 'danger' : 'default'}
        note={{ label: m.admin_note_to_student(), maxLength: NOTE_MAX, hint: m.admin_note_to_student_hint() }}
        finalFocusEl={() => trigger.current}
        onConfirm={(note) => (asked ? setStatus.mutateAsync({ id: application.id, status: asked, note }) : undefined)}
      />
    </>
  );
}
