import { data, useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router-dom';
import { clip, type PageHandle } from '../../lib/page-head';
import { orUnread, pageReads, readStatus } from '../../lib/page-context';
import { translatorOf } from '../../i18n/i18n-context';
import { pageTitlesOf } from '../../lib/page-titles';
import { paths, readFoodsView } from '../../lib/paths';
import AllFoodsPage from './all-foods-page';
import { toListFilters } from './foods-api';

/**
 * All Foods' route (app/page-routes.ts): the first page of the list its URL's `q`, `category` and `sort` ask for, and
 * the category chips, read before it renders.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const reads = pageReads(context);
  const filters = toListFilters(readFoodsView(new URL(request.url).searchParams));
  const [list, categories] = await Promise.all([orUnread(reads.foods(filters)), orUnread(reads.categories())]);
  return data({ filters, list, categories }, { status: readStatus(list, categories) });
}

/** A search, a chip or a sort changes the query string only: the page loads that list itself (previous results shown). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

type Loaded = Awaited<ReturnType<typeof loader>>['data'];

export const handle: PageHandle<Loaded> = {
  head: ({ data: { list }, url, site, lang }) => {
    const first = list?.foods[0];
    return {
      ...site,
      title: pageTitlesOf(lang).foods,
      description: clip(translatorOf(lang).t('head.foods.description')),
      // One address per list: the view as the app writes it (defaults left out, a fixed parameter order).
      canonical: new URL(paths.foodsWith(readFoodsView(url.searchParams)), url).href,
      image: first ? { url: new URL(first.foodImage, url).href, alt: first.foodName } : site.image,
    };
  },
};

export default function AllFoodsRoute() {
  return <AllFoodsPage initial={useLoaderData<typeof loader>()} />;
}
