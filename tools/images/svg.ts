import { icons as fluentIcons } from '@iconify-json/fluent-emoji';
import { icons as notoIcons } from '@iconify-json/noto';
import { getIconData, iconToSVG } from '@iconify/utils';

/** A deterministic pseudo-random source (mulberry32 seeded by an FNV-1a hash of a string). */
export type Rng = () => number;

export function createRng(seed: string): Rng {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng();
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

/** Rounds for compact, stable SVG text. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

function stopsXml(stops: readonly Stop[]): string {
  return stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
}

export interface EmojiOptions {
  rotate?: number;
  flip?: boolean;
  /** Soft contact shadow under the artwork. */
  shadow?: boolean;
  set?: 'fluent' | 'noto';
  opacity?: number;
  /** Recolours the artwork: `fried` turns it golden, `roast` a deep reddish brown. */
  tint?: 'fried' | 'roast';
}

/** Every emoji artwork drawn in this run, per icon set, for the licence record. */
export const USED_ARTWORK = { fluent: new Set<string>(), noto: new Set<string>() };

const TINTS = {
  fried: '0.55 0.6 0.1 0 0  0.36 0.44 0.05 0 0  0.1 0.14 0.05 0 0  0 0 0 1 0',
  roast: '0.62 0.4 0.1 0 0  0.3 0.33 0.05 0 0  0.1 0.12 0.05 0 0  0 0 0 1 0',
} as const;

/** Collects defs and drawing parts of one SVG document drawn in a fixed view box. */
export class Canvas {
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private counter = 0;
  private shadowFilter: string | undefined;
  private readonly blurFilters = new Map<number, string>();
  private readonly tintFilters = new Map<string, string>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  id(prefix = 'g'): string {
    this.counter += 1;
    return `z${prefix}${this.counter}`;
  }

  def(xml: string): void {
    this.defs.push(xml);
  }

  add(xml: string): void {
    this.parts.push(xml);
  }

  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.def(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.id('r');
    this.def(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsXml(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** A gaussian blur filter, shared per radius. */
  blur(radius: number): string {
    const existing = this.blurFilters.get(radius);
    if (existing) return existing;
    const id = this.id('b');
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${radius}"/></filter>`,
    );
    const ref = `url(#${id})`;
    this.blurFilters.set(radius, ref);
    return ref;
  }

  /** A soft drop shadow filter for artwork lying on a surface. */
  dropShadow(): string {
    if (this.shadowFilter) return this.shadowFilter;
    const id = this.id('s');
    this.def(
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%">` +
        `<feGaussianBlur in="SourceAlpha" stdDeviation="0.9"/><feOffset dx="0.5" dy="1.3" result="o"/>` +
        `<feComponentTransfer><feFuncA type="linear" slope="0.45"/></feComponentTransfer>` +
        `<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    );
    this.shadowFilter = `url(#${id})`;
    return this.shadowFilter;
  }

  private tintFilter(tint: keyof typeof TINTS): string {
    const existing = this.tintFilters.get(tint);
    if (existing) return existing;
    const id = this.id('t');
    this.def(`<filter id="${id}" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${TINTS[tint]}"/></filter>`);
    const ref = `url(#${id})`;
    this.tintFilters.set(tint, ref);
    return ref;
  }

  /** Places an emoji artwork centred at (cx, cy), `size` units wide. */
  emoji(name: string, cx: number, cy: number, size: number, options: EmojiOptions = {}): void {
    this.add(this.emojiXml(name, cx, cy, size, options));
  }

  emojiXml(name: string, cx: number, cy: number, size: number, options: EmojiOptions = {}): string {
    const setName = options.set ?? 'fluent';
    const data = getIconData(setName === 'noto' ? notoIcons : fluentIcons, name);
    if (!data) throw new Error(`Unknown ${setName} emoji: ${name}`);
    USED_ARTWORK[setName].add(name);
    const rendered = iconToSVG(data);
    const [, , vbW = 32, vbH = 32] = rendered.attributes.viewBox.split(' ').map(Number);
    const prefix = this.id('e');
    const body = rendered.body
      .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
      .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
      .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
    const scale = size / Math.max(vbW, vbH);
    const transform = [
      `translate(${n(cx)} ${n(cy)})`,
      options.rotate ? `rotate(${n(options.rotate)})` : '',
      `scale(${options.flip ? -scale : scale} ${scale})`,
      `translate(${-vbW / 2} ${-vbH / 2})`,
    ]
      .filter(Boolean)
      .join(' ');
    const filter = options.shadow === false ? '' : ` filter="${this.dropShadow()}"`;
    const opacity = options.opacity === undefined ? '' : ` opacity="${options.opacity}"`;
    const art = options.tint ? `<g filter="${this.tintFilter(options.tint)}">${body}</g>` : body;
    return `<g transform="${transform}"${filter}${opacity}>${art}</g>`;
  }

  toString(outWidth = this.width, outHeight = this.height): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${outWidth}" height="${outHeight}" ` +
      `viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
    );
  }
}
