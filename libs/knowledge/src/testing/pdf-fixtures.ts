import { deflateSync } from 'node:zlib';

/**
 * Hand-built PDFs for tests. `buildPdf` lays objects out and writes a correct xref table (each
 * offset is the byte position of "n 0 obj"), so pdf.js parses them without repair.
 */
export function buildPdf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.from(body),
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n'];
  for (const offset of offsets) xref.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  xref.push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  parts.push(Buffer.from(xref.join('')));
  return Buffer.concat(parts);
}

function escapePdfString(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

function stream(content: Buffer, filter?: string): Buffer {
  const dict = `<< /Length ${content.length}${filter ? ` /Filter /${filter}` : ''} >>\nstream\n`;
  return Buffer.concat([Buffer.from(dict), content, Buffer.from('\nendstream')]);
}

/** A PDF with one page per string, each drawn in Helvetica (one text line per "\n"). */
export function textPdf(pageTexts: string[]): Buffer {
  const n = pageTexts.length;
  // 1 catalog, 2 pages, 3 font, then (page, content) pairs.
  const kids = pageTexts.map((_, i) => `${4 + i * 2} 0 R`).join(' ');
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${n} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  pageTexts.forEach((text, i) => {
    const lines = text.split('\n').map((line) => `(${escapePdfString(line)}) Tj T*`);
    const ops = `BT /F1 12 Tf 14 TL 72 720 Td ${lines.join(' ')} ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
      stream(Buffer.from(ops, 'latin1')),
    );
  });
  return buildPdf(objects);
}

/** Starts like a PDF, then is garbage: no objects, no xref, no trailer. */
export function malformedPdf(): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.from('1 0 obj << /Type /Catalog /Pages 9 0 R'),
    Buffer.alloc(2048, 0x7b),
  ]);
}

/**
 * A PDF that takes pdf.js minutes to get through while staying small: thousands of pages share
 * one Flate content stream that inflates to megabytes of graphics operators, all of which the
 * text extractor must lex on every page. Nothing in it is invalid; it is just endless work.
 */
export function slowPdf(pageCount = 20_000, operatorBytes = 4 * 1024 * 1024): Buffer {
  const unit = Buffer.from('1 0 0 1 0 0 cm q Q\n');
  const ops = Buffer.alloc(Math.floor(operatorBytes / unit.length) * unit.length);
  for (let at = 0; at < ops.length; at += unit.length) unit.copy(ops, at);
  const kids: string[] = [];
  for (let i = 0; i < pageCount; i++) kids.push('4 0 R');
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pageCount} >>`,
    stream(deflateSync(ops, { level: 9 }), 'FlateDecode'),
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R >>',
  ]);
}

/** A one-page PDF whose content stream inflates to `inflatedMb` MB: a memory attack on the parser. */
export function flateBombPdf(inflatedMb = 400): Buffer {
  const zeros = Buffer.alloc(inflatedMb * 1024 * 1024, 0x20);
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    stream(deflateSync(zeros, { level: 1 }), 'FlateDecode'),
  ]);
}
