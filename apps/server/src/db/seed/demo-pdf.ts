/**
 * A small PDF writer for the demo city documents: one A4 page of text in the standard Helvetica fonts
 * (WinAnsi, so Latin text only). The output depends only on the input, so seeding twice writes the same bytes.
 */
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Extra space above the line, in points. */
  gap?: number;
}

const pdfText = (text: string) =>
  Array.from(text)
    .map((ch) => (ch.charCodeAt(0) < 256 ? ch : '?'))
    .join('')
    .replace(/[\\()]/g, (c) => `\\${c}`);

/** Splits a paragraph into lines of at most `width` characters. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export function buildPdf(title: string, paragraphs: PdfLine[]): Buffer {
  const lines = paragraphs.flatMap((p) => {
    const size = p.size ?? 11;
    return wrap(p.text, Math.floor(950 / size)).map((text, i) => ({
      ...p,
      text,
      size,
      gap: i === 0 ? (p.gap ?? 0) : 0,
    }));
  });
  let y = 790;
  const ops = ['BT'];
  for (const line of lines) {
    y -= line.size * 1.45 + line.gap;
    ops.push(
      `/${line.bold ? 'F2' : 'F1'} ${line.size} Tf`,
      `1 0 0 1 56 ${y.toFixed(1)} Tm`,
      `(${pdfText(line.text)}) Tj`,
    );
  }
  ops.push('ET');
  const stream = Buffer.from(ops.join('\n'), 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (APEC City Statistics demo seed) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (const [i, obj] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
