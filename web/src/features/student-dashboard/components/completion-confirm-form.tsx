// The student confirms the internship the company marked complete: whether the stipend was paid as promised (a labelled
// radio group of four plain answers) and, optionally, the name on the certificate (the account's name to begin with).
// The server's refusals show under the field they name, or above the button.
import { useId, useState, type FormEvent } from 'react';
import { m } from '@/paraglide/messages.js';
import { useQuery } from '@tanstack/react-query';
import { STIPEND_PAID, type StipendPaid } from '@domain/applications/types';
import { useConfirmCompletion } from '@/api/completion';
import { currentUserQueryOptions } from '@/api/current-user';
import { STIPEND_LABELS } from '@/components/completion/completion-format';
import { buttonClass } from '@/components/ui/button-styles';
import { Choice, ChoiceGroup } from '@/components/ui/choice-group';
import { TextField } from '@/components/ui/text-field';
import { splitRefusal } from '@/lib/server-refusal';
import { toast } from '@/lib/toast';

export function CompletionConfirmForm({ applicationId }: { applicationId: string }) {
  const id = useId();
  const { data: user } = useQuery(currentUserQueryOptions());
  const [stipend, setStipend] = useState<StipendPaid | null>(null);
  const [name, setName] = useState(() => (user ? `${user.firstName} ${user.lastName}`.trim() : ''));
  const [errors, setErrors] = useState<{ stipendPaid?: string; nameOnCertificate?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useConfirmCompletion(applicationId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    setProblem(null);
    if (!stipend) {
      setErrors({ stipendPaid: m.student_stipend_choose() });
      return requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`input[name="${id}-stipend"]`)?.focus());
    }
    // Awaited here rather than in mutate's callbacks: once confirmed, the row shows the certificate and this form is gone.
    confirm.mutateAsync({ stipendPaid: stipend, nameOnCertificate: name.trim() || undefined }).then(
      () => toast({ title: m.student_completed_toast(), description: m.student_completed_toast_text() }),
      (error: unknown) => {
        const refusal = splitRefusal(error, (key) => key === 'stipendPaid' || key === 'nameOnCertificate');
        setErrors(refusal.fields);
        setProblem(refusal.message);
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="completion-confirm" className="space-y-4">
      <ChoiceGroup
        id={`${id}-stipend`}
        legend={m.student_stipend_legend()}
        legendStyle="field"
        hint={m.student_stipend_hint()}
        layout="grid gap-2 sm:grid-cols-2"
        error={errors.stipendPaid}
      >
        {STIPEND_PAID.map((answer) => (
          <Choice
            key={answer}
            type="radio"
            name={`${id}-stipend`}
            value={answer}
            variant="card"
            checked={stipend === answer}
            onChange={() => {
              setStipend(answer);
              setErrors((e) => ({ ...e, stipendPaid: undefined }));
            }}
            label={STIPEND_LABELS[answer]}
          />
        ))}
      </ChoiceGroup>
      <TextField
        id={`${id}-name`}
        name="nameOnCertificate"
        label={m.student_certificate_name()}
        hint={m.student_certificate_name_hint()}
        value={name}
        maxLength={100}
        autoComplete="name"
        onChange={(e) => {
          setName(e.target.value);
          setErrors((er) => ({ ...er, nameOnCertificate: undefined }));
        }}
        error={errors.nameOnCertificate}
      />
      {problem ? (
        <p role="alert" data-testid="completion-confirm-problem" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <button type="submit" disabled={confirm.isPending} aria-busy={confirm.isPending || undefined} className={buttonClass('primary', 'sm', 'px-4')}>
        {confirm.isPending ? m.student_confirming() : m.student_confirm_completion()}
      </button>
    </form>
  );
}
