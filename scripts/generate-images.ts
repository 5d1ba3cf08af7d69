import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { AVATARS, avatarCanvas, faviconSvg, iconSvg, logoSvg, notFoundCanvas } from './images/brand.js';
import { factSheetPage } from './images/fact-sheet.js';
import { foodCanvas } from './images/food-art.js';
import { GALLERY_SCENES, type Scene } from './images/gallery-scenes.js';
import { CATERING_SCENE, HERO_SCENE, SIGNATURE_SCENE } from './images/home-scenes.js';
import { licensesMarkdown } from './images/licenses.js';
import { buildPdf, pageSvg } from './images/pdf.js';
import { pressPreview } from './images/press-previews.js';
import { SEED_FOODS } from './images/seed-foods.js';
import { Canvas, createRng } from './images/svg.js';
import { tsModule } from './images/ts-module.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'web', 'public');
const QUALITY = 78;

// Budgets from the brief; a miss is reported, not fatal, so artwork can still be reviewed.
const BUDGETS: [pattern: RegExp, maxBytes: number][] = [
  [/foods\/.*-800\.webp$/, 35 * 1024],
  [/foods\/.*-400\.webp$/, 15 * 1024],
  [/hero-640\.webp$/, 30 * 1024],
];

const written = new Map<string, number>();

async function save(relative: string, data: Buffer | string): Promise<number> {
  const file = path.join(ROOT, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  const size = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  written.set(relative, size);
  return size;
}

function render(c: Canvas, width: number) {
  const height = Math.round((c.height * width) / c.width);
  return sharp(Buffer.from(c.toString(width, height)));
}

async function webp(c: Canvas, width: number, relative: string): Promise<void> {
  await save(relative, await render(c, width).webp({ quality: QUALITY, effort: 6 }).toBuffer());
}

function sceneCanvas(scene: Scene, seed: string): Canvas {
  const c = new Canvas(scene.width, scene.height);
  scene.draw(c, createRng(seed));
  return c;
}

/** Runs tasks with at most `limit` in flight (librsvg renders one image per thread). */
async function pool(tasks: (() => Promise<void>)[], limit = 2): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      if (task) await task();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

function kb(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}

const img = (relative: string) => `web/public${relative}`;

async function foods(): Promise<void> {
  await pool(
    SEED_FOODS.map((food) => async () => {
      const c = foodCanvas(food.key);
      await webp(c, 800, img(`/images/foods/${food.key}-800.webp`));
      await webp(c, 400, img(`/images/foods/${food.key}-400.webp`));
    }),
  );
  await save('emulator-data/foods.json', `${JSON.stringify(SEED_FOODS, null, 2)}\n`);
}

async function gallery(): Promise<void> {
  const entries = GALLERY_SCENES.map((scene, i) => {
    const name = `gallery-${String(i + 1).padStart(2, '0')}`;
    return {
      scene,
      name,
      entry: {
        src: `/images/gallery/${name}-1200.webp`,
        srcSmall: `/images/gallery/${name}-480.webp`,
        download: `/images/gallery/${name}.jpg`,
        width: 1200,
        height: Math.round((scene.height * 1200) / scene.width),
        alt: scene.alt,
      },
    };
  });
  await pool(
    entries.map(({ scene, name, entry }) => async () => {
      const c = sceneCanvas(scene, name);
      await webp(c, 1200, img(entry.src));
      await webp(c, 480, img(entry.srcSmall));
      await save(img(entry.download), await render(c, 1200).jpeg({ quality: 80, mozjpeg: true }).toBuffer());
    }),
  );
  await save(
    'web/src/features/gallery/gallery-images.ts',
    tsModule([
      ['interface', 'GalleryImage', '{\n  src: string;\n  srcSmall: string;\n  download: string;\n  width: number;\n  height: number;\n  alt: string;\n}'],
      ['const', 'GALLERY_IMAGES: GalleryImage[]', entries.map((e) => e.entry)],
    ]),
  );
}

async function home(): Promise<void> {
  const banner = async (scene: Scene, dir: string, name: string) => {
    const c = sceneCanvas(scene, name);
    await webp(c, 640, img(`/images/${dir}/${name}-640.webp`));
    await webp(c, 1280, img(`/images/${dir}/${name}-1280.webp`));
    return {
      src: `/images/${dir}/${name}-1280.webp`,
      srcSet: `/images/${dir}/${name}-640.webp 640w, /images/${dir}/${name}-1280.webp 1280w`,
      width: 1280,
      height: Math.round((scene.height * 1280) / scene.width),
      alt: scene.alt,
    };
  };
  const hero = await banner(HERO_SCENE, 'hero', 'hero');
  const catering = await banner(CATERING_SCENE, 'banner', 'catering');
  await pool(AVATARS.map((avatar) => () => webp(avatarCanvas(avatar), 160, img(`/images/avatars/${avatar.file}.webp`))));
  await webp(notFoundCanvas(), 600, img('/images/not-found.webp'));
  await save(
    'web/src/features/home/home-images.ts',
    tsModule([
      ['interface', 'ResponsiveImage', '{\n  src: string;\n  srcSet: string;\n  width: number;\n  height: number;\n  alt: string;\n}'],
      ['const', 'HERO_IMAGE: ResponsiveImage', hero],
      ['const', 'CATERING_IMAGE: ResponsiveImage', catering],
      [
        'const',
        'TESTIMONIAL_AVATARS: readonly [string, string, string]',
        AVATARS.filter((a) => a.file.startsWith('testimonial')).map((a) => `/images/avatars/${a.file}.webp`),
      ],
    ]),
  );
}

async function brand(): Promise<void> {
  await save('web/public/favicon.svg', faviconSvg());
  await save(img('/images/icon-512.png'), await sharp(Buffer.from(iconSvg(512))).png({ compressionLevel: 9 }).toBuffer());

  const logo = await sharp(Buffer.from(logoSvg(1024))).png({ compressionLevel: 9, palette: true, quality: 95 }).toBuffer();
  const logoSize = await save('web/public/press/food-store-logo.png', logo);

  const signature = sceneCanvas(SIGNATURE_SCENE, 'signature');
  const photo = await render(signature, 1600).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  const photoSize = await save('web/public/press/food-store-signature-dishes.jpg', photo);

  const bannerJpeg = await sharp(photo).resize(1000, 500, { fit: 'cover' }).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  const page = factSheetPage(SEED_FOODS, 2);
  const pdf = buildPdf(page, { jpeg: bannerJpeg, width: 1000, height: 500 }, 'Food Store press fact sheet');
  const pdfSize = await save('web/public/press/food-store-fact-sheet.pdf', pdf);
  const pagePng = await sharp(Buffer.from(pageSvg(page, `data:image/jpeg;base64,${bannerJpeg.toString('base64')}`)))
    .png()
    .toBuffer();

  await save(img('/images/press/logo-preview.webp'), await pressPreview('logo', logo));
  await save(img('/images/press/signature-dishes-preview.webp'), await pressPreview('photo', photo));
  await save(img('/images/press/fact-sheet-preview.webp'), await pressPreview('page', pagePng));

  await save(
    'web/src/features/pages/press-assets.ts',
    tsModule([
      ['interface', 'MediaAsset', '{\n  title: string;\n  description: string;\n  previewImage: string;\n  downloadUrl: string;\n  fileLabel: string;\n}'],
      [
        'const',
        'MEDIA_ASSETS: MediaAsset[]',
        [
          {
            title: 'Logo pack',
            description: 'The Food Store logo, with the orange cloche mark and word mark, on a transparent background.',
            previewImage: '/images/press/logo-preview.webp',
            downloadUrl: '/press/food-store-logo.png',
            fileLabel: `PNG, 1024×1024, ${kb(logoSize)}`,
          },
          {
            title: 'Signature dishes photo',
            description: 'A high-resolution spread of our best-loved dishes, from kacchi biryani to salmon sushi.',
            previewImage: '/images/press/signature-dishes-preview.webp',
            downloadUrl: '/press/food-store-signature-dishes.jpg',
            fileLabel: `JPEG, 1600×1067, ${kb(photoSize)}`,
          },
          {
            title: 'Fact sheet',
            description: 'Who we are, what we serve and key facts about Food Store on one printable page.',
            previewImage: '/images/press/fact-sheet-preview.webp',
            downloadUrl: '/press/food-store-fact-sheet.pdf',
            fileLabel: `PDF, 1 page, ${kb(pdfSize)}`,
          },
        ],
      ],
    ]),
  );
}

const started = Date.now();
await rm(path.join(PUBLIC, 'images'), { recursive: true, force: true });
await rm(path.join(PUBLIC, 'press'), { recursive: true, force: true });
await foods();
await gallery();
await home();
await brand();
await save('web/public/LICENSES.md', licensesMarkdown());

let failures = 0;
for (const [file, size] of written) {
  const budget = BUDGETS.find(([pattern]) => pattern.test(file));
  if (budget && size > budget[1]) {
    failures++;
    console.warn(`over budget: ${file} is ${kb(size)} (max ${kb(budget[1])})`);
  }
}
const images = [...written].filter(([file]) => file.startsWith('web/public/'));
const total = images.reduce((sum, [, size]) => sum + size, 0);
console.log(`Wrote ${written.size} files (${images.length} public assets, ${kb(total)}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
if (failures > 0) process.exitCode = 1;
