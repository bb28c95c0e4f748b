// The posting's questions to applicants (0–5, each at most 300 characters): add, edit and remove, each with its label,
// a character counter and its message (the form's check after a submit, or the server's for that question).
import { useRef } from 'react';
import { EMPTY_QUESTION, MAX_QUESTIONS, QUESTION_MAX_LENGTH, QUESTION_TOO_LONG } from '@domain/internships/schemas';
import { buttonClass } from '@/components/ui/button-styles';
import { controlClass } from '@/components/ui/field-shell';
import { PlusIcon, TrashIcon } from '@/components/ui/icons';
import { localizeDomainMessage } from '@/i18n/domain-message';
import { formatCount } from '@/i18n/locale';
import { m } from '@/paraglide/messages.js';

/** The message of one question, as the schema would give it. */
export function questionError(question: string): string | undefined {
  const text = question.trim();
  if (!text) return localizeDomainMessage(EMPTY_QUESTION);
  if (text.length > QUESTION_MAX_LENGTH) return localizeDomainMessage(QUESTION_TOO_LONG);
  return undefined;
}

interface QuestionsEditorProps {
  id: string;
  questions: string[];
  onChange: (questions: string[]) => void;
  /** Whether to show each question's own message (after a submit). */
  showErrors: boolean;
  /** The message about the list as a whole (e.g. too many), or a server message without a question of its own. */
  error?: string;
  /** The server's messages per question, by position. */
  serverErrors: Record<number, string>;
}

export function QuestionsEditor({ id, questions, onChange, showErrors, error, serverErrors }: QuestionsEditorProps) {
  const list = useRef<HTMLOListElement>(null);
  const focusQuestion = (index: number) =>
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLTextAreaElement>('textarea')[index]?.focus());
  const add = () => {
    onChange([...questions, '']);
    focusQuestion(questions.length);
  };
  const remove = (index: number) => {
    onChange(questions.filter((_, i) => i !== index));
    if (questions.length > 1) focusQuestion(Math.max(0, index - 1));
    else requestAnimationFrame(() => document.getElementById(`${id}-add`)?.focus());
  };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')} className="min-w-0">
      <legend className="text-sm font-medium text-slate-700">{m.company_questions_legend()}</legend>
      <p id={hintId} className="mt-0.5 text-xs text-slate-600">
        {m.company_questions_hint({ max: formatCount(MAX_QUESTIONS), chars: formatCount(QUESTION_MAX_LENGTH) })}
      </p>
      {questions.length ? (
        <ol ref={list} className="mt-3 space-y-4" data-testid="posting-questions">
          {questions.map((question, i) => {
            const fieldId = `${id}-${i}`;
            const message = (showErrors ? questionError(question) : undefined) ?? serverErrors[i];
            const describedBy = [`${fieldId}-count`, message ? `${fieldId}-error` : ''].filter(Boolean).join(' ');
            return (
              <li key={i} className="min-w-0">
                <div className="mb-1.5 flex items-center justify-between gap-3">
                  <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">
                    {m.company_question_n({ n: formatCount(i + 1) })}
                  </label>
                  <button type="button" onClick={() => remove(i)} className={buttonClass('ghost', 'sm', 'text-red-700 hover:bg-red-50')}>
                    <TrashIcon className="size-4" />
                    {m.company_remove()}<span className="sr-only"> {m.company_question_n_lower({ n: formatCount(i + 1) })}</span>
                  </button>
                </div>
                <textarea
                  id={fieldId}
                  name={`questions.${i}`}
                  value={question}
                  rows={2}
                  maxLength={QUESTION_MAX_LENGTH}
                  onChange={(e) => onChange(questions.map((q, j) => (j === i ? e.target.value : q)))}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={describedBy}
                  placeholder={m.company_question_placeholder()}
                  className={`${controlClass} min-h-16 resize-y`}
                />
                <div className="mt-1.5 flex items-start justify-between gap-3">
                  <p id={`${fieldId}-error`} className="text-sm text-red-600">
                    {message}
                  </p>
                  <p id={`${fieldId}-count`} className="shrink-0 text-xs text-slate-600 tabular-nums">
                    <span className="sr-only">{m.company_chars_used()} </span>
                    {formatCount(question.length)}/{formatCount(QUESTION_MAX_LENGTH)}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {questions.length < MAX_QUESTIONS ? (
        <button id={`${id}-add`} type="button" onClick={add} className={buttonClass('secondary', 'sm', 'mt-3')}>
          <PlusIcon className="size-4" />
          {m.company_add_question()}
        </button>
      ) : (
        <p className="mt-3 text-xs text-slate-600">{m.company_questions_full()}</p>
      )}
    </fieldset>
  );
}
