import sharp from 'sharp';
import { BRAND } from './brand.js';

const W = 480;
const H = 320;

/** A 480×320 preview card for one downloadable press asset. */
export async function pressPreview(kind: 'logo' | 'photo' | 'page', source: Buffer): Promise<Buffer> {
  if (kind === 'photo') {
    return sharp(source).resize(W, H, { fit: 'cover' }).webp({ quality: 78 }).toBuffer();
  }
  const inner = kind === 'logo' ? await sharp(source).resize(240, 240).png().toBuffer() : await sharp(source).resize({ height: 280 }).png().toBuffer();
  const meta = await sharp(inner).metadata();
  const w = meta.width;
  const h = meta.height;
  const x = Math.round((W - w) / 2);
  const y = Math.round((H - h) / 2);
  const background =
    kind === 'logo'
      ? `<rect width="${W}" height="${H}" fill="${BRAND.cream}"/><circle cx="${W / 2}" cy="${H / 2}" r="150" fill="#ffedd5"/>`
      : `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fed7aa"/><stop offset="1" stop-color="${BRAND.orange}"/></linearGradient>` +
        `<filter id="sh" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="8"/></filter></defs>` +
        `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect x="${x + 6}" y="${y + 10}" width="${w}" height="${h}" fill="#7c2d12" opacity="0.35" filter="url(#sh)"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${background}` +
    `<image x="${x}" y="${y}" width="${w}" height="${h}" href="data:image/png;base64,${inner.toString('base64')}"/></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}
