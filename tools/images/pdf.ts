/** A tiny one-page PDF writer: filled rectangles, Helvetica text (WinAnsi) and one JPEG image. */

export type PageItem =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; color: string }
  | { kind: 'text'; x: number; y: number; size: number; bold?: boolean; color: string; text: string }
  | { kind: 'image'; x: number; y: number; w: number; h: number };

export interface PdfImage {
  jpeg: Buffer;
  width: number;
  height: number;
}

// Advance widths (1/1000 em) of printable ASCII 32..126 from the standard Helvetica AFM files.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
  278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611,
  722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333,
  333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611,
  722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
const BULLET = '\u2022';
const BULLET_WIDTH = 350;

export function textWidth(text: string, size: number, bold = false): number {
  const table = bold ? HELVETICA_BOLD : HELVETICA;
  let units = 0;
  for (const ch of text) {
    if (ch === BULLET) {
      units += BULLET_WIDTH;
      continue;
    }
    const code = ch.charCodeAt(0);
    units += table[code - 32] ?? 556;
  }
  return (units * size) / 1000;
}

/** Splits text into lines no wider than `width` points. */
export function wrap(text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, bold) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function rgb(hex: string): string {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => (parseInt(h.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ');
}

function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    if (ch === BULLET) out += '\\225';
    else if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) < 127) out += ch;
    else throw new Error(`Character not supported in the fact sheet: ${JSON.stringify(ch)}`);
  }
  return `(${out})`;
}

/** Builds a single-page PDF; coordinates are in points from the top-left corner. */
export function buildPdf(page: { width: number; height: number; items: PageItem[] }, image: PdfImage, title: string): Buffer {
  const H = page.height;
  const ops: string[] = [];
  for (const item of page.items) {
    if (item.kind === 'rect') {
      ops.push(`${rgb(item.color)} rg ${item.x} ${H - item.y - item.h} ${item.w} ${item.h} re f`);
    } else if (item.kind === 'text') {
      ops.push(`BT /${item.bold ? 'F2' : 'F1'} ${item.size} Tf ${rgb(item.color)} rg ${item.x} ${H - item.y} Td ${pdfString(item.text)} Tj ET`);
    } else {
      ops.push(`q ${item.w} 0 0 ${item.h} ${item.x} ${H - item.y - item.h} cm /Im1 Do Q`);
    }
  }
  const content = Buffer.from(ops.join('\n'), 'latin1');
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Contents 4 0 R ` +
        '/Resources << /Font << /F1 5 0 R /F2 6 0 R >> /XObject << /Im1 7 0 R >> >> >>',
    ),
    Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`), content, Buffer.from('\nendstream')]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceRGB ` +
          `/BitsPerComponent 8 /Filter /DCTDecode /Length ${image.jpeg.length} >>\nstream\n`,
      ),
      image.jpeg,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from(`<< /Title ${pdfString(title)} /Producer (tools/images) >>`),
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0]?.length ?? 0;
  objects.forEach((body, i) => {
    offsets.push(length);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    chunks.push(obj);
    length += obj.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

/** The same page as SVG, used to render the preview thumbnail. */
export function pageSvg(page: { width: number; height: number; items: PageItem[] }, imageHref: string): string {
  const body = page.items
    .map((item) => {
      if (item.kind === 'rect') return `<rect x="${item.x}" y="${item.y}" width="${item.w}" height="${item.h}" fill="${item.color}"/>`;
      if (item.kind === 'image')
        return `<image x="${item.x}" y="${item.y}" width="${item.w}" height="${item.h}" preserveAspectRatio="none" href="${imageHref}"/>`;
      const escaped = item.text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      return `<text x="${item.x}" y="${item.y}" font-family="DejaVu Sans Condensed" font-size="${item.size}" font-weight="${item.bold ? 'bold' : 'normal'}" fill="${item.color}">${escaped}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${page.width}" height="${page.height}" viewBox="0 0 ${page.width} ${page.height}"><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`;
}
