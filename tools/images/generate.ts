import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AVATARS, avatarCanvas, faviconSvg, iconSvg, logoSvg, notFoundCanvas } from './brand.js';
import { factSheetPage } from './fact-sheet.js';
import { foodCanvas } from './food-art.js';
import { GALLERY_SCENES, type Scene } from './gallery-scenes.js';
import { CATERING_SCENE, HERO_SCENE, SIGNATURE_SCENE } from './home-scenes.js';
import { licensesMarkdown } from './licenses.js';
import { buildPdf, pageSvg } from './pdf.js';
import { pressPreview } from './press-previews.js';
import { checkSeedFoods, foodImagePath, type SeedFood } from './seed-foods.js';
import { Canvas, createRng } from './svg.js';
import { tsModule } from './ts-module.js';

const QUALITY = 78;
export const LICENSES_FILE = 'web/public/LICENSES.md';
/** The folders a full run owns: it empties them first, so a removed image does not linger. */
export const OUTPUT_DIRS = ['web/public/images', 'web/public/press'];

export type FileData = Buffer | string;

/** One unit of work: the repository-relative files it writes, rendered in that order. */
export interface Job {
  name: string;
  files: string[];
  render(): Promise<FileData[]>;
}

const img = (relative: string) => `web/public${relative}`;

function render(c: Canvas, width: number) {
  const height = Math.round((c.height * width) / c.width);
  return sharp(Buffer.from(c.toString(width, height)));
}

const webp = (c: Canvas, width: number) => render(c, width).webp({ quality: QUALITY, effort: 6 }).toBuffer();

function sceneCanvas(scene: Scene, seed: string): Canvas {
  const c = new Canvas(scene.width, scene.height);
  scene.draw(c, createRng(seed));
  return c;
}

export function kb(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}

const byteLength = (data: FileData) => (typeof data === 'string' ? Buffer.byteLength(data) : data.length);

function foodJobs(foods: SeedFood[]): Job[] {
  return foods.map((food) => ({
    name: `food:${food.key}`,
    files: [img(foodImagePath(food.key, 800)), img(foodImagePath(food.key, 400))],
    render: async () => {
      const c = foodCanvas(food.key);
      return [await webp(c, 800), await webp(c, 400)];
    },
  }));
}

function galleryJobs(): Job[] {
  const entries = GALLERY_SCENES.map((scene, i) => {
    const name = `gallery-${String(i + 1).padStart(2, '0')}`;
    const entry = {
      src: `/images/gallery/${name}-1200.webp`,
      srcSmall: `/images/gallery/${name}-480.webp`,
      download: `/images/gallery/${name}.jpg`,
      width: 1200,
      height: Math.round((scene.height * 1200) / scene.width),
      alt: scene.alt,
    };
    return { scene, name, entry };
  });
  const images: Job[] = entries.map(({ scene, name, entry }) => ({
    name: `gallery:${name}`,
    files: [img(entry.src), img(entry.srcSmall), img(entry.download)],
    render: async () => {
      const c = sceneCanvas(scene, name);
      return [await webp(c, 1200), await webp(c, 480), await render(c, 1200).jpeg({ quality: 80, mozjpeg: true }).toBuffer()];
    },
  }));
  const module: Job = {
    name: 'gallery-module',
    files: ['web/src/features/gallery/gallery-images.ts'],
    render: async () => [
      tsModule([
        ['interface', 'GalleryImage', '{\n  src: string;\n  srcSmall: string;\n  download: string;\n  width: number;\n  height: number;\n  alt: string;\n}'],
        ['const', 'GALLERY_IMAGES: GalleryImage[]', entries.map((e) => e.entry)],
      ]),
    ],
  };
  return [...images, module];
}

function homeJobs(): Job[] {
  const banners = [
    { scene: HERO_SCENE, dir: 'hero', name: 'hero' },
    { scene: CATERING_SCENE, dir: 'banner', name: 'catering' },
  ].map(({ scene, dir, name }) => ({
    scene,
    name,
    small: `/images/${dir}/${name}-640.webp`,
    large: `/images/${dir}/${name}-1280.webp`,
  }));
  const bannerJobs: Job[] = banners.map((b) => ({
    name: `banner:${b.name}`,
    files: [img(b.small), img(b.large)],
    render: async () => {
      const c = sceneCanvas(b.scene, b.name);
      return [await webp(c, 640), await webp(c, 1280)];
    },
  }));
  const responsive = (b: (typeof banners)[number]) => ({
    src: b.large,
    srcSet: `${b.small} 640w, ${b.large} 1280w`,
    width: 1280,
    height: Math.round((b.scene.height * 1280) / b.scene.width),
    alt: b.scene.alt,
  });
  const [hero, catering] = banners;
  if (!hero || !catering) throw new Error('home banners missing');
  const avatarJobs: Job[] = AVATARS.map((avatar) => ({
    name: `avatar:${avatar.file}`,
    files: [img(`/images/avatars/${avatar.file}.webp`)],
    render: async () => [await webp(avatarCanvas(avatar), 160)],
  }));
  return [
    ...bannerJobs,
    ...avatarJobs,
    { name: 'not-found', files: [img('/images/not-found.webp')], render: async () => [await webp(notFoundCanvas(), 600)] },
    {
      name: 'home-module',
      files: ['web/src/features/home/home-images.ts'],
      render: async () => [
        tsModule([
          ['interface', 'ResponsiveImage', '{\n  src: string;\n  srcSet: string;\n  width: number;\n  height: number;\n  alt: string;\n}'],
          ['const', 'HERO_IMAGE: ResponsiveImage', responsive(hero)],
          ['const', 'CATERING_IMAGE: ResponsiveImage', responsive(catering)],
          [
            'const',
            'TESTIMONIAL_AVATARS: readonly [string, string, string]',
            AVATARS.filter((a) => a.file.startsWith('testimonial')).map((a) => `/images/avatars/${a.file}.webp`),
          ],
        ]),
      ],
    },
  ];
}

function brandJobs(foods: SeedFood[]): Job[] {
  const press: Job = {
    name: 'press',
    files: [
      'web/public/press/food-store-logo.png',
      'web/public/press/food-store-signature-dishes.jpg',
      'web/public/press/food-store-fact-sheet.pdf',
      img('/images/press/logo-preview.webp'),
      img('/images/press/signature-dishes-preview.webp'),
      img('/images/press/fact-sheet-preview.webp'),
      'web/src/features/pages/press-assets.ts',
    ],
    render: async () => {
      const logo = await sharp(Buffer.from(logoSvg(1024))).png({ compressionLevel: 9, palette: true, quality: 95 }).toBuffer();
      const photo = await render(sceneCanvas(SIGNATURE_SCENE, 'signature'), 1600).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
      const bannerJpeg = await sharp(photo).resize(1000, 500, { fit: 'cover' }).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
      const page = factSheetPage(foods, 2);
      const pdf = buildPdf(page, { jpeg: bannerJpeg, width: 1000, height: 500 }, 'Food Store press fact sheet');
      const pagePng = await sharp(Buffer.from(pageSvg(page, `data:image/jpeg;base64,${bannerJpeg.toString('base64')}`)))
        .png()
        .toBuffer();
      const assets = tsModule([
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
              fileLabel: `PNG, 1024×1024, ${kb(logo.length)}`,
            },
            {
              title: 'Signature dishes photo',
              description: 'A high-resolution spread of our best-loved dishes, from kacchi biryani to salmon sushi.',
              previewImage: '/images/press/signature-dishes-preview.webp',
              downloadUrl: '/press/food-store-signature-dishes.jpg',
              fileLabel: `JPEG, 1600×1067, ${kb(photo.length)}`,
            },
            {
              title: 'Fact sheet',
              description: 'Who we are, what we serve and key facts about Food Store on one printable page.',
              previewImage: '/images/press/fact-sheet-preview.webp',
              downloadUrl: '/press/food-store-fact-sheet.pdf',
              fileLabel: `PDF, 1 page, ${kb(pdf.length)}`,
            },
          ],
        ],
      ]);
      return [
        logo,
        photo,
        pdf,
        await pressPreview('logo', logo),
        await pressPreview('photo', photo),
        await pressPreview('page', pagePng),
        assets,
      ];
    },
  };
  return [
    { name: 'favicon', files: ['web/public/favicon.svg'], render: async () => [faviconSvg()] },
    {
      name: 'icon',
      files: [img('/images/icon-512.png')],
      render: async () => [await sharp(Buffer.from(iconSvg(512))).png({ compressionLevel: 9 }).toBuffer()],
    },
    press,
  ];
}

/** Every job of a full run, for the seed catalogue `foods`. */
export function imageJobs(foods: SeedFood[]): Job[] {
  return [...foodJobs(foods), ...galleryJobs(), ...homeJobs(), ...brandJobs(foods)];
}

/** Runs `tasks` with at most `limit` in flight (librsvg renders one image per thread). */
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

export interface GenerateOptions {
  /** The folder the repository-relative files are written under (the repository for `npm run images`). */
  root: string;
  /** The seed catalogue (emulator-data/foods.json): one photo per food, and the fact sheet's figures. */
  foods: SeedFood[];
  /** Only the jobs with these names; a partial run neither empties the output folders nor writes LICENSES.md. */
  only?: string[];
}

/**
 * Renders everything in memory first, then writes it, so bad input or a failed render changes nothing on disk.
 * Returns the size of every written file.
 */
export async function generateImages({ root, foods, only }: GenerateOptions): Promise<Map<string, number>> {
  checkSeedFoods(foods);
  const all = imageJobs(foods);
  const jobs = only ? all.filter((job) => only.includes(job.name)) : all;
  const unknown = only?.filter((name) => !all.some((job) => job.name === name)) ?? [];
  if (unknown.length) throw new Error(`unknown image jobs: ${unknown.join(', ')}`);

  const output = new Map<string, FileData>();
  await pool(
    jobs.map((job) => async () => {
      const data = await job.render();
      job.files.forEach((file, i) => {
        const content = data[i];
        if (content === undefined) throw new Error(`${job.name} rendered no data for ${file}`);
        output.set(file, content);
      });
    }),
  );
  // The licence list names the artwork the renders above used, so it comes last.
  if (!only) output.set(LICENSES_FILE, licensesMarkdown());

  if (!only) for (const dir of OUTPUT_DIRS) await rm(path.join(root, dir), { recursive: true, force: true });
  const sizes = new Map<string, number>();
  for (const [file, data] of output) {
    const target = path.join(root, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data);
    sizes.set(file, byteLength(data));
  }
  return sizes;
}
