import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { PHOTO_SHARE_SIZE, photoShareUrl } from '@domain/photos';
import { showsAggregateRating } from '@domain/reviews';
import type { Food, TopFood } from '@domain/types';
import { unavailability } from '../components/food-availability';
import { HERO_IMAGE } from '../features/home/home-images';
import { homeKeys } from '../features/home/home-api';
import { toListFilters, type FoodsPage } from '../features/foods/foods-api';
import { foodKeys } from '../lib/foods-query';
import { paths, readFoodsView } from '../lib/paths';
import { pageTitles, SITE_NAME } from '../lib/page-titles';
import { scriptJson } from '../lib/query-state';

/** What search engines and share previews read in a server-rendered page's <head> (docs/ARCHITECTURE.md §5e). */
export interface PageHead {
  title: string;
  /** At most DESCRIPTION_MAX characters. */
  description: string;
  /** Absolute; none for a page that does not exist. */
  canonical?: string;
  /** `type`, `width` and `height` when known: an uploaded photo's share JPEG. */
  image?: { url: string; alt: string; type?: string; width?: number; height?: number };
  /** Open Graph type: `product` for a dish (with its price), else `website`. */
  type: 'website' | 'product';
  price?: number;
  noindex: boolean;
  /** JSON-LD objects, one <script type="application/ld+json"> each. */
  structuredData: object[];
}

export const DESCRIPTION_MAX = 160;
/** The currency the pages show (`formatPrice` writes `$`). */
export const PRICE_CURRENCY = 'USD';

export const SITE_DESCRIPTION =
  'Food Store: fresh Bangladeshi and world dishes from our Dhaka kitchen and local home cooks, delivered 9:00 AM to 10:00 PM.';
const FOODS_DESCRIPTION =
  'Browse every dish at Food Store: biryani, bhuna, fuchka and more from our Dhaka kitchen and home cooks. Search, filter by category and sort by price.';

/** `text` cut to `max` characters at a word boundary, with an ellipsis when cut. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** A food's rating, once another part of the API sends it (docs/ARCHITECTURE.md §5c); absent on older answers. */
interface Rated {
  rating?: { average: number; count: number };
}

function productData(food: Food & Rated, url: string, image: string): object {
  const rating = food.rating;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: food.foodName,
    image: [image],
    description: food.description,
    url,
    ...(food.category ? { category: food.category } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: food.price,
      priceCurrency: PRICE_CURRENCY,
      // What a shopper can order now: a sold-out dish, or one of a kitchen not taking orders, is not in stock.
      availability: unavailability(food) === null ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(rating && showsAggregateRating(rating)
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/**
 * The head of the page at `url` (path and query), from the data the server rendered it with: `status` 404 marks a
 * page whose subject does not exist (noindex, no canonical).
 */
export function describePage(url: string, origin: string, queryClient: QueryClient, status: number): PageHead {
  const { pathname, search } = new URL(url, origin);
  const absolute = (path: string) => new URL(path, origin).href;
  const hero = { url: absolute(HERO_IMAGE.src), alt: HERO_IMAGE.alt };
  const site: PageHead = { title: SITE_NAME, description: SITE_DESCRIPTION, type: 'website', noindex: false, structuredData: [] };

  if (pathname === paths.home) {
    const top = queryClient.getQueryData<TopFood[]>(homeKeys.topFoods()) ?? [];
    const names = top.slice(0, 4).map((food) => food.foodName);
    const description = names.length ? `${SITE_DESCRIPTION} Best sellers: ${names.join(', ')}.` : SITE_DESCRIPTION;
    return { ...site, title: pageTitles.home, description: clip(description), canonical: absolute(paths.home), image: hero };
  }
  if (pathname === paths.foods) {
    const view = readFoodsView(new URLSearchParams(search));
    const list = queryClient.getQueryData<InfiniteData<FoodsPage>>(foodKeys.list(toListFilters(view)));
    const first = list?.pages[0]?.foods[0];
    return {
      ...site,
      title: pageTitles.foods,
      description: clip(FOODS_DESCRIPTION),
      // One address per list: the view as the app writes it (defaults left out, a fixed parameter order).
      canonical: absolute(paths.foodsWith(view)),
      image: first ? { url: absolute(first.foodImage), alt: first.foodName } : hero,
    };
  }
  const id = paths.food.idIn(pathname);
  const food = id === undefined ? undefined : queryClient.getQueryData<Food & Rated>(foodKeys.detail(id));
  if (!food || status === 404) {
    return { ...site, title: pageTitles.foodPending, noindex: status === 404 };
  }
  const canonical = absolute(paths.food(food._id));
  const image = absolute(food.foodImage);
  // An uploaded photo shares its 1200 × 630 JPEG; a seed image or an external URL is shared as it is.
  const share = photoShareUrl(food.foodImage);
  return {
    title: pageTitles.food(food.foodName),
    description: clip(food.description),
    canonical,
    image: share ? { url: absolute(share), alt: food.foodName, type: 'image/jpeg', ...PHOTO_SHARE_SIZE } : { url: image, alt: food.foodName },
    type: 'product',
    price: food.price,
    noindex: false,
    structuredData: [productData(food, canonical, image)],
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The <head> elements of `head`, one per line. */
export function headTags(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (head.image) {
    const { url, alt, type, width, height } = head.image;
    tags.push(meta('property', 'og:image', url));
    if (type) tags.push(meta('property', 'og:image:type', type));
    if (width && height) tags.push(meta('property', 'og:image:width', String(width)), meta('property', 'og:image:height', String(height)));
    tags.push(meta('property', 'og:image:alt', alt));
  }
  if (head.price !== undefined) {
    tags.push(meta('property', 'product:price:amount', head.price.toFixed(2)), meta('property', 'product:price:currency', PRICE_CURRENCY));
  }
  tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
  for (const data of head.structuredData) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}
