import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createDeflate, deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';

// Images for tests and the bench, generated on the fly: no binary fixtures in the repository.

/** Strings a phone photo made by `phoneJpeg` carries in its EXIF, XMP and comment; none may reach a variant. */
export const SECRET_MARKERS = ['SECRET-ARTIST', 'SECRET-XMP', 'SECRET-COMMENT'] as const;

function plateScene(width: number, height: number): Buffer {
  const r = Math.min(width, height) * 0.42;
  const blobs = Array.from({ length: 14 }, (_, i) => {
    const angle = (i / 14) * Math.PI * 2;
    const distance = r * (0.25 + 0.35 * ((i * 7) % 5) / 5);
    const cx = width / 2 + Math.cos(angle) * distance;
    const cy = height / 2 + Math.sin(angle) * distance;
    const colours = ['#c2410c', '#eab308', '#65a30d', '#b91c1c', '#f5deb3', '#78350f'];
    return `<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.16}" ry="${r * 0.11}" fill="${colours[i % colours.length]}" transform="rotate(${i * 23} ${cx} ${cy})"/>`;
  }).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><radialGradient id="t"><stop offset="0" stop-color="#a16207"/><stop offset="1" stop-color="#422006"/></radialGradient>` +
      `<radialGradient id="p"><stop offset="0.7" stop-color="#fafaf9"/><stop offset="1" stop-color="#d6d3d1"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#t)"/>` +
      `<circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="url(#p)"/>` +
      `<circle cx="${width / 2}" cy="${height / 2}" r="${r * 0.72}" fill="#fde68a"/>${blobs}</svg>`,
  );
}

/** A JPEG of a plate of food on a table, without texture: quick to make at any size. */
export async function plainPhoto(width: number, height: number): Promise<Buffer> {
  return sharp(plateScene(width, height)).jpeg({ quality: 85 }).toBuffer();
}

/** Gaussian noise made at `width` × `height` and scaled smoothly to the photo's size: texture of one scale. */
async function texture(width: number, height: number, sigma: number, to: { width: number; height: number }): Promise<Buffer> {
  const create = { width, height, channels: 3 as const, background: '#808080', noise: { type: 'gaussian' as const, mean: 128, sigma } };
  const raw = await sharp({ create }).raw().toBuffer();
  return sharp(raw, { raw: { width, height, channels: 3 } }).resize(to.width, to.height, { kernel: 'cubic' }).png({ compressionLevel: 0 }).toBuffer();
}

/**
 * A phone-like JPEG of a plate of food on a table: the scene with texture at three scales (the shapes of rice and
 * herbs, grain, sensor noise), so it keeps detail at every variant width as a real photo does. At 12 megapixels and
 * quality 90 it is about 3 MB, the size of a phone's JPEG. Slow to make (seconds): the bench's "typical dish photo".
 */
export async function dishPhoto(width: number, height: number, quality = 90): Promise<Buffer> {
  const size = { width, height };
  const scene = await sharp(plateScene(1000, Math.round((1000 * height) / width))).resize(width, height).png({ compressionLevel: 0 }).toBuffer();
  const layers = await Promise.all([
    texture(Math.ceil(width / 40), Math.ceil(height / 40), 50, size),
    texture(Math.ceil(width / 8), Math.ceil(height / 8), 40, size),
    texture(Math.ceil(width / 2), Math.ceil(height / 2), 30, size),
  ]);
  return sharp(scene)
    .composite(layers.map((input) => ({ input, blend: 'soft-light' as const })))
    .jpeg({ quality })
    .toBuffer();
}

/** A JPEG COM (comment) segment after the SOI marker. */
function withComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)]);
}

/**
 * What a phone camera saves: stored landscape, red left half and blue right half, with an EXIF Orientation, the
 * camera's make and a GPS position (Dhaka) in EXIF, an XMP packet, a Display P3 ICC profile and a JPEG comment.
 */
export async function phoneJpeg({ width, height, orientation }: { width: number; height: number; orientation: number }): Promise<Buffer> {
  const halves = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="${width / 2}" height="${height}" fill="#ff0000"/><rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#0000ff"/></svg>`,
  );
  const jpeg = await sharp(halves)
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 12', Artist: SECRET_MARKERS[0] },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' },
    })
    .withIccProfile('p3')
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        `<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${SECRET_MARKERS[1]}</dc:creator></rdf:Description>` +
        '</rdf:RDF></x:xmpmeta>',
    )
    .jpeg({ quality: 90 })
    .toBuffer();
  return withComment(jpeg, SECRET_MARKERS[2]);
}

/** Whether EXIF bytes hold a GPS IFD pointer (tag 0x8825, either byte order). */
export function hasGpsIfd(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG whose header declares `width` × `height` pixels (8-bit RGB unless told: 16 bits a sample, an alpha channel,
 * Adam7 interlacing), with one row of image data: a decompression bomb's shape.
 */
export function bombPng(width: number, height: number, options: { bits16?: boolean; alpha?: boolean; interlaced?: boolean } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([options.bits16 ? 16 : 8, options.alpha ? 6 : 2, 0, 0, options.interlaced ? 1 : 0], 8);
  const rowBytes = width * (options.alpha ? 4 : 3) * (options.bits16 ? 2 : 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + rowBytes))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// Adam7's seven passes: first column, first row, column step, row step.
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/**
 * A complete, valid interlaced (Adam7) 16-bit RGBA PNG of `width` × `height` in one colour: a few hundred KB that
 * decode to width × height × 8 bytes, held whole by the decoder. Written row by row, so making it takes little memory.
 */
export async function interlacedPng16(width: number, height: number): Promise<Buffer> {
  const pixel = Buffer.from([0xc2, 0x41, 0x0c, 0x0c, 0xea, 0xb3, 0xff, 0xff]);
  function* rows() {
    for (const [x0, y0, dx, dy] of ADAM7) {
      const passWidth = Math.ceil((width - x0) / dx);
      const passHeight = Math.ceil((height - y0) / dy);
      if (passWidth <= 0 || passHeight <= 0) continue;
      // Filter type 0, then the pixels; the same row every time (never changed, so it may be queued many times).
      const row = Buffer.alloc(1 + passWidth * pixel.length);
      for (let at = 1; at < row.length; at += pixel.length) pixel.copy(row, at);
      for (let y = 0; y < passHeight; y += 1) yield row;
    }
  }
  const compressed: Buffer[] = [];
  await pipeline(Readable.from(rows()), createDeflate({ level: 9 }), async (deflated: AsyncIterable<Buffer>) => {
    for await (const chunk of deflated) compressed.push(chunk);
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 16 bits per sample, colour type 6 (RGBA), deflate, adaptive filtering, Adam7.
  header.set([16, 6, 0, 0, 1], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    // In IDAT chunks of 64 KB, as encoders write them (a decoder may refuse one huge chunk).
    ...chunked(Buffer.concat(compressed), 65_536).map((data) => pngChunk('IDAT', data)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunked(bytes: Buffer, size: number): Buffer[] {
  return Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
}

/**
 * A complete progressive JPEG with full-resolution colour (4:4:4) of `width` × `height`, from sharp: a few hundred KB
 * at 40 megapixels. Making it holds the whole image's DCT coefficients (hundreds of MB at that size): the bench makes it.
 */
export function progressiveJpeg444(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c2410c' } })
    .jpeg({ progressive: true, chromaSubsampling: '4:4:4', quality: 90 })
    .toBuffer();
}

/** A small JPEG whose frame header (SOF) claims `width` × `height` pixels. */
export async function bombJpeg(width: number, height: number, options: { progressive444?: boolean } = {}): Promise<Buffer> {
  const progressive = options.progressive444 ? { progressive: true, chromaSubsampling: '4:4:4' } : {};
  const jpeg = Buffer.from(await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } }).jpeg(progressive).toBuffer());
  for (let i = 2; i < jpeg.length - 9; i += 1) {
    // SOF0 to SOF2 (baseline, extended, progressive): FF C0..C2, length, precision, height, width.
    if (jpeg[i] === 0xff && (jpeg[i + 1] ?? 0) >= 0xc0 && (jpeg[i + 1] ?? 0) <= 0xc2) {
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
  }
  throw new Error('no frame header in the JPEG');
}

/** The RIFF chunks of a WebP file: `VP8 `, `VP8L`, `VP8X`, `ALPH`, `ICCP`, `EXIF`, `XMP `, ... */
export function webpChunks(webp: Buffer): { id: string; data: Buffer }[] {
  if (webp.toString('latin1', 0, 4) !== 'RIFF' || webp.toString('latin1', 8, 12) !== 'WEBP') throw new Error('not a WebP file');
  const chunks: { id: string; data: Buffer }[] = [];
  for (let at = 12; at + 8 <= webp.length; ) {
    const size = webp.readUInt32LE(at + 4);
    chunks.push({ id: webp.toString('latin1', at, at + 4), data: webp.subarray(at + 8, at + 8 + size) });
    at += 8 + size + (size % 2);
  }
  return chunks;
}
