import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PHOTO_SHARE_SIZE, photoShareUrl } from '@domain/photos';
import { showsAggregateRating } from '@domain/reviews';
import type { Food } from '@domain/types';
import { unavailability } from '@domain/availability';
import { clip, PRICE_CURRENCY, type PageHandle } from '../../lib/page-head';
import { orUnread, pageReads, readStatus } from '../../lib/page-context';
import { pageTitlesOf } from '../../lib/page-titles';
import { pathInLang } from '../../i18n/langs';
import { paths } from '../../lib/paths';
import FoodDetailPage from './food-detail-page';

/** A dish page's route (app/page-routes.ts): the dish, read before the page renders; 404 when there is none. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const food = await orUnread(pageReads(context).food(params.id ?? ''));
  return data({ food }, { status: food === null ? 404 : readStatus(food) });
}

type Loaded = Awaited<ReturnType<typeof loader>>['data'];

function productData(food: Food, url: string, image: string): object {
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

export const handle: PageHandle<Loaded> = {
  head: ({ data: { food }, url, site, lang }) => {
    // No such dish (its 404: noindex, no canonical), or one not read yet (the browser loads it).
    if (!food) return { ...site, title: pageTitlesOf(lang).foodPending, image: undefined, noindex: food === null };
    // The dish's address in the page's language: its canonical, and the Product's URL.
    const canonical = new URL(pathInLang(lang, paths.food(food._id)), url).href;
    const image = new URL(food.foodImage, url).href;
    // An uploaded photo shares its 1200 × 630 JPEG; a seed image or an external URL is shared as it is.
    const share = photoShareUrl(food.foodImage);
    return {
      title: pageTitlesOf(lang).food(food.foodName),
      description: clip(food.description),
      canonical,
      image: share ? { url: new URL(share, url).href, alt: food.foodName, type: 'image/jpeg', ...PHOTO_SHARE_SIZE } : { url: image, alt: food.foodName },
      type: 'product',
      price: food.price,
      noindex: false,
      structuredData: [productData(food, canonical, image)],
    };
  },
};

export default function FoodDetailRoute() {
  const { food } = useLoaderData<typeof loader>();
  return <FoodDetailPage initial={food} />;
}
