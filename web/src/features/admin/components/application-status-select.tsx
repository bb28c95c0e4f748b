// The status dropdown of an application row (Ark UI Select): any of the four statuses, saved as soon as one is picked.
import { Select, createListCollection } from '@ark-ui/react/select';
import { Portal } from '@ark-ui/react/portal';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@domain/applications/types';
import type { AdminApplication } from '@domain/applications/types';
import { SmallChevronDownIcon } from '@/components/ui/icons';
import { useSetApplicationStatus } from '../api/applications';
import { capitalize } from './format';

const statuses = createListCollection({ items: APPLICATION_STATUSES.map((s) => ({ value: s, label: capitalize(s) })) });

export function ApplicationStatusSelect({ application }: { application: AdminApplication }) {
  const setStatus = useSetApplicationStatus();
  const shown = setStatus.isPending && setStatus.variables ? setStatus.variables.status : application.status;
  return (
    <Select.Root
      collection={statuses}
      value={[shown]}
      onValueChange={(d) => {
        const next = d.value[0] as ApplicationStatus | undefined;
        if (next && next !== application.status) setStatus.mutate({ id: application.id, status: next });
      }}
      disabled={setStatus.isPending}
      positioning={{ sameWidth: true, gutter: 4 }}
      lazyMount
      unmountOnExit
    >
      <Select.Label className="sr-only">Status of {application.studentName}'s application to {application.internshipTitle ?? 'a removed internship'}</Select.Label>
      <Select.Control>
        <Select.Trigger
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
  );
}
