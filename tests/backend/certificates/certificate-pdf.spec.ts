// The certificate's PDF: one A4 landscape page titled for the role, made for any name — a very long one, or one in a script
// the standard fonts cannot draw (then the verification page is pointed to instead of printing it wrong).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PDFDocument } from 'pdf-lib';
import type { CertificateView } from '@domain/certificates/types';
import { certificatePdf } from '@backend/certificates/certificate-pdf';

const test = suite('certificate PDF');
const BASE: CertificateView = {
  id: 'Q2x0bTRmZ0VzQ2x0bTRmZ0',
  studentName: 'Asha Verma',
  companyName: 'Monsoon Labs',
  role: 'Weather Station Assistant',
  startedOn: '2026-06-01',
  endedOn: '2026-07-31',
  hours: 96,
  issuer: 'Internships for Highschoolers',
  issuedAt: '2026-08-02T10:00:00.000Z',
  status: 'valid',
  revokedAt: null,
  url: 'https://example.com/certificates/Q2x0bTRmZ0VzQ2x0bTRmZ0',
};

test('one A4 landscape page, titled for the role', async () => {
  const doc = await PDFDocument.load(await certificatePdf(BASE));
  assert.is(doc.getPageCount(), 1);
  assert.equal(doc.getPage(0).getSize(), { width: 842, height: 595 });
  assert.is(doc.getTitle(), 'Certificate of internship — Weather Station Assistant');
});

test('a very long name, a name in Devanagari, and a revoked certificate still make a page', async () => {
  for (const over of [{ studentName: 'Aishwarya Venkatasubramanian Ramachandran Krishnamurthy Iyer' }, { studentName: 'आशा वर्मा', companyName: 'मानसून लैब्स' }, { status: 'revoked' as const, revokedAt: '2026-08-03T00:00:00.000Z' }]) {
    const doc = await PDFDocument.load(await certificatePdf({ ...BASE, ...over }));
    assert.is(doc.getPageCount(), 1, JSON.stringify(over));
  }
});

test.run();
