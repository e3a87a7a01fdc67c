/** What the sandbox prints on its label. */
export interface SandboxLabelFields {
  trackNumber: string;
  fromPoint: string;
  toPoint: string;
}

/** PDF strings are bytes in parentheses: backslashes and parentheses are escaped, the rest kept to ASCII. */
const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * The sandbox's drop-off label: a one-page A6 PDF in Latin letters (the standard Helvetica has no
 * Cyrillic), with the track number large, as a carrier's label has it. Written by hand: four objects
 * and their cross-reference table.
 */
export function sandboxLabel({ trackNumber, fromPoint, toPoint }: SandboxLabelFields): Uint8Array {
  const lines = [
    ['24', 'SANDBOX DELIVERY'],
    ['20', trackNumber],
    ['11', `Drop-off point: ${fromPoint}`],
    ['11', `Pickup point: ${toPoint}`],
  ] as const;
  const content = lines
    .map(([size, text], index) => `BT /F1 ${size} Tf 20 ${360 - index * 40} Td (${pdfText(text)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 298 420] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}
