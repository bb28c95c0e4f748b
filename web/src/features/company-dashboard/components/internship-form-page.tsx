// The post and edit screens of an internship: back link, heading, and the form in a card.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { NewInternship } from '@domain/internships/schemas';
import type { Internship } from '@domain/internships/types';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { ApiError } from '@/lib/api-client';
import { usePostInternship, useEditInternship } from '../api/save-internship';
import { EMPTY_INTERNSHIP, InternshipForm, formValuesOf } from './internship-form';
import { m } from '@/paraglide/messages.js';

const NONE: Record<string, string> = {};
/** The server's messages by field from a refused save (the same object while the error stays the same). */
const fieldErrorsOf = (error: Error | null) => (error instanceof ApiError ? error.fieldErrors : NONE);

function FormFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <Link to="/company-dashboard" className={buttonClass('ghost', 'sm', '-ms-3')}>
        <ArrowLeftIcon className="size-4 rtl:rotate-180" />
        {m.company_back_to_dashboard()}
      </Link>
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight break-words text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-slate-600">{intro}</p>
      </header>
      <Card className="p-5 sm:p-8">{children}</Card>
    </div>
  );
}

export function PostInternshipPage({ onDone }: { onDone: () => void | Promise<void> }) {
  const post = usePostInternship({ onPosted: onDone });
  return (
    <FormFrame title={m.company_post_internship()} intro={m.company_post_intro()}>
      <InternshipForm initial={EMPTY_INTERNSHIP} serverErrors={fieldErrorsOf(post.error)} onSubmit={(i: NewInternship) => post.mutate(i)} pending={post.isPending} submitLabel={m.company_post_submit()} pendingLabel={m.company_posting()} />
    </FormFrame>
  );
}

/** An edit keeps the company's own wording of the stipend and duration while their data stays the same ('Summer'). */
function keepWording(change: NewInternship, internship: Internship): NewInternship {
  const sameStipend = JSON.stringify(change.stipend ?? null) === JSON.stringify(internship.stipend ?? null);
  const sameWeeks = (change.durationWeeks ?? null) === (internship.durationWeeks ?? null);
  return { ...change, ...(sameStipend && { salary: internship.salary }), ...(sameWeeks && { duration: internship.duration }) };
}

export function EditInternshipPage({ internship, onDone }: { internship: Internship; onDone: () => void | Promise<void> }) {
  const edit = useEditInternship(internship.id, { onSaved: onDone });
  return (
    <FormFrame title={m.company_edit_title({ title: internship.title })} intro={m.company_edit_intro()}>
      <InternshipForm initial={formValuesOf(internship)} serverErrors={fieldErrorsOf(edit.error)} onSubmit={(i: NewInternship) => edit.mutate(keepWording(i, internship))} pending={edit.isPending} submitLabel={m.company_save_changes()} pendingLabel={m.company_saving()} />
    </FormFrame>
  );
}
