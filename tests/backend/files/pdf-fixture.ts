// A tiny real PDF for the résumé tests: one page showing `text`, with a correct cross-reference table (opens in any reader).
// `padTo` adds a comment line of filler so the file has exactly that size (for the 2 MB limit), still a valid PDF.

export function tinyPdf(text = 'Resume of a test student', padTo = 0): Buffer {
  let pdf = build(text, 0);
  // The filler moves the cross-reference table, whose offset may take a digit more: a few rounds settle on the exact size.
  for (let round = 0, fill = 0; pdf.length < padTo || (padTo > 0 && pdf.length !== padTo && round < 8); round++) {
    fill = Math.max(2, fill + padTo - pdf.length);
    pdf = build(text, fill);
  }
  return pdf;
}

function build(text: string, fill: number): Buffer {
  const content = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  // A comment line of filler (readers skip comments), exactly `fill` bytes with its % and newline.
  if (fill >= 2) body += `%${'x'.repeat(fill - 2)}\n`;
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
