// The student confirms the internship the company marked complete: whether the stipend was paid as promised (a labelled
// radio group of four plain answers) and, optionally, the name on the certificate (the account's name to begin with).
// The server's refusals show under the field they name, or above the button.
import { useId, useState, type FormEvent } from 'react';
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

const CHOOSE_AN_ANSWER = 'Please say whether the stipend was paid as promised';

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
      setErrors({ stipendPaid: CHOOSE_AN_ANSWER });
      return requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`input[name="${id}-stipend"]`)?.focus());
    }
    // Awaited here rather than in mutate's callbacks: once confirmed, the row shows the certificate and this form is gone.
    confirm.mutateAsync({ stipendPaid: stipend, nameOnCertificate: name.trim() || undefined }).then(
      () => toast({ title: 'Internship completed', description: 'Your certificate is ready.' }),
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
        legend="Was your stipend paid as promised?"
        legendStyle="field"
        hint="Each company's page shows how often its students were paid as promised. The company does not see your own answer."
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
        label="Name on your certificate (optional)"
        hint="As it should read on your certificate; left empty, your account's name."
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
        {confirm.isPending ? 'Confirming…' : 'Confirm and get my certificate'}
      </button>
    </form>
  );
}
