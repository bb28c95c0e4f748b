// The student answers a proposed interview: one of the times in a labelled radio group (each in the student's time zone,
// with the internship place's beside it when its clock differs), then 'Accept this time' or 'Decline', each asking first
// (the shared ConfirmDialog, like Withdraw). A refusal (the time passed, already answered) shows under the times.
import { useId, useRef, useState } from 'react';
import { m } from '@/paraglide/messages.js';
import type { Interview } from '@domain/interviews/types';
import { useAnswerInterview } from '@/api/interviews';
import type { TimeView } from '@/components/interviews/interview-card';
import { interviewFacts, showTime } from '@/components/interviews/interview-time';
import { buttonClass } from '@/components/ui/button-styles';
import { Choice, ChoiceGroup } from '@/components/ui/choice-group';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

interface InterviewAnswerProps {
  applicationId: string;
  interview: Interview;
  view: TimeView;
  /** Where the focus goes once answered (the buttons are gone then). */
  focusAfterId: string;
}

export function InterviewAnswer({ applicationId, interview, view, focusAfterId }: InterviewAnswerProps) {
  const id = useId();
  const [slot, setSlot] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<'accept' | 'decline' | null>(null);
  // What the dialog says stays while it closes (asking is null by then).
  const [shown, setShown] = useState<'accept' | 'decline'>('accept');
  const answer = useAnswerInterview(applicationId);
  const show = (iso: string) => showTime(iso, { ...view, placeZone: interview.timeZone });
  const opener = useRef<HTMLElement | null>(null);
  // Back to the button that asked; once the answer has removed it, to `focusAfterId`.
  const focusAfter = () => (opener.current?.isConnected ? opener.current : document.getElementById(focusAfterId));

  const ask = (what: 'accept' | 'decline') => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setProblem(null);
    if (what === 'accept' && !slot) return setChoiceError(m.student_interview_choose_first());
    setShown(what);
    setAsking(what);
  };
  const send = async () => {
    try {
      const accepted = shown === 'accept' && slot ? slot : undefined;
      await answer.mutateAsync({ interviewId: interview.id, slot: accepted });
      toast(
        accepted
          ? { title: m.student_interview_scheduled(), description: m.student_interview_scheduled_text({ time: show(accepted).yours }) }
          : { title: m.student_interview_declined(), description: m.student_interview_declined_text() },
      );
    } catch (error) {
      setProblem(error instanceof ApiError ? (error.fieldErrors.slot ?? error.message) : m.student_try_again());
    }
  };

  return (
    <div data-testid="interview-answer" className="mt-3 space-y-3">
      <ChoiceGroup id={`${id}-times`} legend={m.student_interview_choose_legend()} legendStyle="field" layout="grid gap-2" error={choiceError}>
        {interview.slots.map((s) => {
          const time = show(s);
          return (
            <Choice
              key={s}
              type="radio"
              name={`${id}-slot`}
              value={s}
              variant="card"
              checked={slot === s}
              onChange={() => {
                setSlot(s);
                setChoiceError(undefined);
                setProblem(null);
              }}
              label={time.yours}
              detail={time.atPlace ? <span className="text-xs text-slate-600">{m.student_interview_at_place({ time: time.atPlace })}</span> : undefined}
            />
          );
        })}
      </ChoiceGroup>
      {problem ? (
        <p role="alert" data-testid="interview-answer-problem" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => ask('accept')} className={buttonClass('primary', 'sm', 'px-4')}>
          {m.student_interview_accept_time()}
        </button>
        <button type="button" onClick={() => ask('decline')} className={buttonClass('secondary', 'sm', 'px-4 text-red-700 hover:bg-red-50')}>
          {m.student_interview_decline()}
        </button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        {...(shown === 'decline'
          ? {
              title: m.student_interview_decline_title(),
              description: m.student_interview_decline_text(),
              confirmLabel: m.student_interview_decline_confirm(),
              tone: 'danger' as const,
            }
          : {
              title: m.student_interview_accept_title(),
              description: m.student_interview_accept_text({ time: slot ? show(slot).yours : '', facts: interviewFacts(interview) }),
              confirmLabel: m.student_interview_accept_confirm(),
            })}
        onConfirm={send}
        testId="interview-answer-dialog"
        finalFocusEl={focusAfter}
      />
    </div>
  );
}
