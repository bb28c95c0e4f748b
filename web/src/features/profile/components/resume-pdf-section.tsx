// The optional PDF résumé on /profile: upload one (≤ 2 MB), see its name and size, view, replace or remove it; the
// server's 413/415 messages show under the file input.
import { useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { m } from '@/paraglide/messages.js';
import { localizeDomainMessage } from '@/i18n/domain-message';
import { currentLocale, intlLocale } from '@/i18n/locale';
import type { ResumePdfInfo } from '@domain/applications/types';
import { buttonClass } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { FileIcon } from '@/components/ui/icons';
import { toast } from '@/lib/toast';
import { openOwnResumePdf, removeResumePdf, uploadResumePdf } from '../api/resume-pdf';

/** A file's size: '1.5 MB' or '120 KB' (at least 1 KB); English as before, the other languages' digits through Intl. */
function sizeOf(bytes: number): string {
  const mb = bytes >= 1024 * 1024;
  const value = mb ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  if (currentLocale() === 'en') return mb ? `${value.toFixed(1)} MB` : `${value} KB`;
  const number = new Intl.NumberFormat(intlLocale(), mb ? { minimumFractionDigits: 1, maximumFractionDigits: 1 } : {}).format(value);
  return mb ? m.profile_size_mb({ size: number }) : m.profile_size_kb({ size: number });
}
const day = (iso: string) => new Intl.DateTimeFormat(intlLocale(), { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));

interface ResumePdfSectionProps {
  pdf: ResumePdfInfo | null;
  onChanged: (pdf: ResumePdfInfo | null) => void;
}

export function ResumePdfSection({ pdf, onChanged }: ResumePdfSectionProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadResumePdf,
    onSuccess: (info) => {
      setError(null);
      onChanged(info);
      toast({ title: m.profile_resume_uploaded(), description: m.profile_resume_uploaded_text({ name: info.fileName }) });
    },
    onError: (e) => setError(localizeDomainMessage(e.message)),
    onSettled: () => {
      if (input.current) input.current.value = '';
    },
  });
  const remove = useMutation({
    mutationFn: removeResumePdf,
    onSuccess: () => {
      setError(null);
      onChanged(null);
      toast({ title: m.profile_resume_removed(), description: m.profile_resume_removed_text() });
    },
    onError: (e) => toast({ title: m.profile_error(), description: e.message, variant: 'destructive' }),
  });
  const busy = upload.isPending || remove.isPending;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;

  return (
    <div className="mt-5 space-y-4">
      {pdf ? (
        <div data-testid="resume-pdf-info" className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-700"><FileIcon className="size-5" /></span>
          <div className="min-w-0 flex-1">
            <p className="font-medium break-all text-slate-900">{pdf.fileName}</p>
            <p className="text-sm text-slate-600">{m.profile_pdf_details({ size: sizeOf(pdf.size), date: day(pdf.uploadedAt) })}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={openOwnResumePdf} className={buttonClass('secondary', 'sm')}>{m.profile_view()}</button>
            <button type="button" onClick={() => remove.mutate()} disabled={busy} className={buttonClass('secondary', 'sm', 'text-red-700 hover:bg-red-50')}>
              {remove.isPending ? m.profile_removing() : m.profile_remove()}
            </button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{m.profile_no_pdf()}</p>
      )}
      <div>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">{pdf ? m.profile_replace_pdf() : m.profile_upload_pdf()}</label>
        <input
          ref={input}
          id={inputId}
          name="resumePdf"
          type="file"
          accept="application/pdf"
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
          }}
          className="block w-full max-w-md text-sm text-slate-700 file:me-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-indigo-600 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-indigo-700 disabled:opacity-60"
        />
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">{m.profile_pdf_hint()}</p>
        {upload.isPending ? (
          <p role="status" className="mt-1.5 flex items-center gap-2 text-sm text-slate-600"><Spinner className="size-4" /> {m.profile_uploading()}</p>
        ) : null}
        {error ? (
          <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600">{error}</p>
        ) : null}
      </div>
    </div>
  );
}
