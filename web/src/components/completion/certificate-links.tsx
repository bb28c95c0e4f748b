// The links of an issued certificate: its public verification page and its PDF (plain links: both are made by the server).
import { certificatePageHref, certificatePdfHref } from '@/api/certificates';
import { ExternalLinkIcon, FileIcon } from '@/components/ui/icons';
import { m } from '@/paraglide/messages.js';

const linkClass =
  'inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-indigo-700 underline-offset-2 hover:text-indigo-900 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

interface CertificateLinksProps {
  certificateId: string;
  /** The page link's words, e.g. 'View your certificate'. */
  pageLabel: string;
  /** Without the PDF (the company links the page only). */
  withPdf?: boolean;
}

export function CertificateLinks({ certificateId, pageLabel, withPdf = true }: CertificateLinksProps) {
  return (
    <p data-testid="certificate-links" className="flex flex-wrap gap-x-5 gap-y-2">
      <a href={certificatePageHref(certificateId)} className={linkClass}>
        <ExternalLinkIcon className="size-4" />
        {pageLabel}
      </a>
      {withPdf ? (
        <a href={certificatePdfHref(certificateId)} className={linkClass}>
          <FileIcon className="size-4" />
          {m.completion_download_pdf()}
        </a>
      ) : null}
    </p>
  );
}
