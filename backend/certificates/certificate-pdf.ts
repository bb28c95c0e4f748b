// The certificate as a one-page PDF (A4 landscape): who completed what, where, when and for how long, the issuer, and a QR
// code to the public verification page (drawn as vector squares). Text the standard fonts cannot show (a name in Devanagari,
// say) is pointed to the verification page instead of being printed wrong.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { CertificateView } from '@domain/certificates/types';

const INDIGO = rgb(0.26, 0.22, 0.79);
const SLATE = rgb(0.2, 0.25, 0.33);
const MUTED = rgb(0.39, 0.45, 0.55);
/** The widest a centred line may be (the page is 842 pt wide, its border 24 pt in). */
const MAX_LINE_WIDTH = 740;

/** Whether the standard (WinAnsi) fonts can draw the text. */
function drawable(font: PDFFont, text: string): boolean {
  try {
    font.encodeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Centred on the page, smaller where a long line (a long name, role or company) would not fit inside the border. */
function centred(page: PDFPage, font: PDFFont, text: string, size: number, y: number, color = SLATE) {
  const fitting = Math.min(size, (size * MAX_LINE_WIDTH) / Math.max(1, font.widthOfTextAtSize(text, size)));
  page.drawText(text, { x: (page.getWidth() - font.widthOfTextAtSize(text, fitting)) / 2, y, size: fitting, font, color });
}

const longDate = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function drawQr(page: PDFPage, url: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 8);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) page.drawRectangle({ x: x + (col + 4) * cell, y: y + size - (row + 5) * cell, width: cell, height: cell, color: rgb(0, 0, 0) });
}

export async function certificatePdf(c: CertificateView): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificate of internship — ${c.role}`);
  pdf.setAuthor(c.issuer);
  pdf.setCreationDate(new Date(c.issuedAt));
  const page = pdf.addPage([842, 595]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const say = (text: string, fallback: string) => (drawable(bold, text) ? text : fallback);
  page.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderColor: INDIGO, borderWidth: 3 });
  centred(page, bold, c.issuer.toUpperCase(), 14, 510, INDIGO);
  centred(page, bold, 'Certificate of Internship', 34, 455);
  centred(page, regular, 'This certifies that', 14, 410, MUTED);
  centred(page, bold, say(c.studentName, 'the student named on the verification page'), 28, 370);
  centred(page, regular, 'completed an internship as', 14, 335, MUTED);
  centred(page, bold, say(c.role, 'the role named on the verification page'), 20, 305);
  centred(page, regular, `at ${say(c.companyName, 'the company named on the verification page')}`, 16, 278);
  centred(page, regular, `${longDate(c.startedOn)} to ${longDate(c.endedOn)}  ·  ${c.hours} hours`, 14, 245, SLATE);
  page.drawText(`Issued ${longDate(c.issuedAt.slice(0, 10))} by ${c.issuer}`, { x: 60, y: 110, size: 11, font: regular, color: MUTED });
  page.drawText('Verify this certificate:', { x: 60, y: 90, size: 11, font: bold, color: SLATE });
  page.drawText(c.url, { x: 60, y: 72, size: 10, font: regular, color: INDIGO });
  if (c.status === 'revoked') centred(page, bold, 'REVOKED', 28, 180, rgb(0.75, 0.1, 0.1));
  drawQr(page, c.url, 662, 48, 120);
  return pdf.save();
}
