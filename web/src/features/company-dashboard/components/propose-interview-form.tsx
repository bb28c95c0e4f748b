// The company proposes interview times: 1–5 date-times at the internship's place (datetime-local inputs; add and remove a
// time; each with the viewer's own time beside it when the clocks differ), the length, how (video, phone, in person) and
// where. The server's refusals show under the time or field they name (e.g. a time outside 07:00–21:00 for a student under
// 18), and its message above the button.
import { useId, useRef, useState, type FormEvent } from 'react';
import { DURATION_MAX, DURATION_MIN, INTERVIEW_MODES, SLOTS_MAX, WHERE_MAX, type InterviewMode } from '@domain/interviews/types';
import { useProposeInterview } from '@/api/interviews';
import { isoToWallTime, sameClock, showTime, wallTimeToIso, WHERE_LABELS, zoneName } from '@/components/interviews/interview-time';
import { buttonClass } from '@/components/ui/button-styles';
import { Choice, ChoiceGroup } from '@/components/ui/choice-group';
import { controlAria, controlClass } from '@/components/ui/field-shell';
import { PlusIcon, TrashIcon } from '@/components/ui/icons';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { splitRefusal } from '@/lib/server-refusal';
import { toast } from '@/lib/toast';
import { localizeDomainMessage } from '@/i18n/domain-message';
import { formatCount } from '@/i18n/locale';
import { interviewModeLabel } from './labels';
import { m } from '@/paraglide/messages.js';

const DURATIONS = [15, 30, 45, 60, 90, 120].filter((minutes) => minutes >= DURATION_MIN && minutes <= DURATION_MAX);
/** The domain's message (the server says the same), in the page's language. */
const SAY_WHERE = 'Say where: a link, a place, or how you will call';

interface Slot {
  key: number;
  value: string;
}

interface ProposeInterviewFormProps {
  applicationId: string;
  studentName: string;
  /** The IANA zone of the internship's place: the times are its clock. */
  placeZone: string;
  viewerZone: string;
  /** Called once the times are sent. */
  onDone?: () => void;
  /** Closes the form without sending (absent: no Cancel button). */
  onCancel?: () => void;
}

export function ProposeInterviewForm({ applicationId, studentName, placeZone, viewerZone, onDone, onCancel }: ProposeInterviewFormProps) {
  const id = useId();
  const nextKey = useRef(1);
  const [slots, setSlots] = useState<Slot[]>([{ key: 0, value: '' }]);
  const [duration, setDuration] = useState('30');
  const [mode, setMode] = useState<InterviewMode>('video');
  const [where, setWhere] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const propose = useProposeInterview(applicationId);
  const earliest = isoToWallTime(new Date(), placeZone);
  const placeName = zoneName(placeZone);
  const slotId = (index: number) => `${id}-slot-${index}`;

  const clear = (...keys: string[]) => {
    if (keys.some((k) => errors[k])) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !keys.includes(k))));
    if (problem) setProblem(null);
  };
  const setSlot = (index: number, value: string) => {
    setSlots((list) => list.map((s, i) => (i === index ? { ...s, value } : s)));
    clear(`slots.${index}`, 'slots');
  };
  const addSlot = () => {
    const index = slots.length;
    setSlots((list) => [...list, { key: nextKey.current++, value: '' }]);
    requestAnimationFrame(() => document.getElementById(slotId(index))?.focus());
  };
  const removeSlot = (index: number) => {
    setSlots((list) => list.filter((_, i) => i !== index));
    // The errors of the times after it move up with them.
    setErrors((e) => {
      const out: Record<string, string> = {};
      for (const [key, message] of Object.entries(e)) {
        const n = key.match(/^slots\.(\d+)$/)?.[1];
        if (n === undefined) out[key] = message;
        else if (Number(n) < index) out[key] = message;
        else if (Number(n) > index) out[`slots.${Number(n) - 1}`] = message;
      }
      return out;
    });
    requestAnimationFrame(() => document.getElementById(slotId(Math.max(0, index - 1)))?.focus());
  };

  const focusFirstError = (found: Record<string, string>) => {
    const first = slots.findIndex((_, i) => found[`slots.${i}`]);
    const target = first >= 0 ? slotId(first) : found.where ? `${id}-where` : null;
    if (target) requestAnimationFrame(() => document.getElementById(target)?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (propose.isPending) return;
    const instants = slots.map((s) => wallTimeToIso(s.value, placeZone));
    const found: Record<string, string> = {};
    instants.forEach((instant, i) => {
      if (!instant) found[`slots.${i}`] = m.company_choose_time();
    });
    if (!where.trim()) found.where = localizeDomainMessage(SAY_WHERE);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return focusFirstError(found);
    // Awaited here rather than in mutate's callbacks, which are dropped when the form is gone by the time the answer comes.
    propose.mutateAsync({ slots: instants as string[], durationMinutes: Number(duration), mode, where: where.trim() }).then(
      () => {
        toast({ title: m.company_toast_times_sent(), description: m.company_toast_pick_one({ name: studentName }) });
        onDone?.();
      },
      (error: unknown) => {
        const refusal = splitRefusal(error, (key) => /^slots\.\d+$/.test(key) || key === 'slots' || key === 'durationMinutes' || key === 'mode' || key === 'where');
        setErrors(refusal.fields);
        setProblem(refusal.message);
        focusFirstError(refusal.fields);
      },
    );
  };

  const whereWords = WHERE_LABELS[mode];
  return (
    <form onSubmit={submit} noValidate data-testid="propose-interview" className="space-y-5 rounded-xl border border-slate-200 bg-white p-3.5 sm:p-4">
      <fieldset aria-describedby={`${id}-times-hint${errors.slots ? ` ${id}-times-error` : ''}`} className="min-w-0">
        <legend className="text-sm font-semibold text-slate-900">{m.company_times_to_offer()}</legend>
        <p id={`${id}-times-hint`} className="mt-0.5 text-xs leading-relaxed text-slate-600">
          {m.company_times_hint({ min: formatCount(1), max: formatCount(SLOTS_MAX), name: studentName, place: placeName, zone: placeZone })}
        </p>
        <ol className="mt-3 space-y-3">
          {slots.map((slot, index) => {
            const inputId = slotId(index);
            const error = errors[`slots.${index}`];
            const instant = wallTimeToIso(slot.value, placeZone);
            const yours = instant ? showTime(instant, { viewerZone, placeZone: viewerZone }).yours : null;
            const differs = instant !== null && !sameClock(new Date(instant), viewerZone, placeZone);
            return (
              <li key={slot.key} data-testid="interview-time-field">
                <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
                  {m.company_time_n({ n: formatCount(index + 1) })}
                </label>
                <div className="flex items-start gap-2 sm:max-w-md">
                  <input
                    id={inputId}
                    name={`slots.${index}`}
                    type="datetime-local"
                    min={earliest}
                    value={slot.value}
                    onChange={(e) => setSlot(index, e.target.value)}
                    {...controlAria(inputId, { error, hint: differs ? yours : undefined })}
                    className={`${controlClass} min-w-0 flex-1`}
                  />
                  {slots.length > 1 ? (
                    <button
                      type="button"
                      onClick={() => removeSlot(index)}
                      aria-label={m.company_remove_time({ n: formatCount(index + 1) })}
                      className={buttonClass('ghost', 'sm', 'mt-0.5 shrink-0 text-slate-600 hover:text-red-700')}
                    >
                      <TrashIcon className="size-4" />
                    </button>
                  ) : null}
                </div>
                {differs && yours ? (
                  <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-slate-600">
                    {m.company_your_time({ time: yours })}
                  </p>
                ) : null}
                {error ? (
                  <p id={`${inputId}-error`} data-testid="interview-time-error" className="mt-1.5 text-sm text-red-700">
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
        {errors.slots ? (
          <p id={`${id}-times-error`} className="mt-2 text-sm text-red-700">
            {errors.slots}
          </p>
        ) : null}
        {slots.length < SLOTS_MAX ? (
          <button type="button" onClick={addSlot} className={buttonClass('secondary', 'sm', 'mt-3')}>
            <PlusIcon className="size-4" />
            {m.company_add_time()}
          </button>
        ) : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${id}-duration`}
          name="durationMinutes"
          label={m.company_length()}
          placeholder={m.company_length_placeholder()}
          value={duration}
          onChange={(e) => {
            setDuration(e.target.value);
            clear('durationMinutes');
          }}
          error={errors.durationMinutes}
          options={DURATIONS.map((minutes) => ({ value: String(minutes), label: m.company_minutes({ count: formatCount(minutes) }) }))}
        />
        <ChoiceGroup id={`${id}-mode`} legend={m.company_how()} legendStyle="field" layout="flex flex-wrap gap-2" error={errors.mode}>
          {INTERVIEW_MODES.map((choice) => (
            <Choice
              key={choice}
              type="radio"
              name={`${id}-mode`}
              value={choice}
              checked={mode === choice}
              onChange={() => {
                setMode(choice);
                clear('mode');
              }}
              label={interviewModeLabel(choice)}
            />
          ))}
        </ChoiceGroup>
      </div>
      <TextField
        id={`${id}-where`}
        name="where"
        label={whereWords.label}
        hint={whereWords.hint}
        value={where}
        maxLength={WHERE_MAX}
        onChange={(e) => {
          setWhere(e.target.value);
          clear('where');
        }}
        error={errors.where}
      />
      {problem ? (
        <p role="alert" data-testid="propose-interview-problem" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <button type="button" onClick={onCancel} disabled={propose.isPending} className={buttonClass('secondary', 'sm', 'px-4')}>
            {m.company_cancel()}
          </button>
        ) : null}
        <button type="submit" disabled={propose.isPending} aria-busy={propose.isPending || undefined} className={buttonClass('primary', 'sm', 'px-4')}>
          {propose.isPending ? m.company_sending() : m.company_send_times()}
        </button>
      </div>
    </form>
  );
}
