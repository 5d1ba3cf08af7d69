import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { clip, type PageHandle } from '../../lib/page-head';
import { orUnread, pageReads, readStatus } from '../../lib/page-context';
import { translatorOf } from '../../i18n/i18n-context';
import { pageTitlesOf } from '../../lib/page-titles';
import { paths } from '../../lib/paths';
import HomePage from './home-page';

/** The home page's route (app/page-routes.ts): the best sellers it shows, read before it renders. */
export async function loader({ context }: LoaderFunctionArgs) {
  const topFoods = await orUnread(pageReads(context).topFoods());
  return data({ topFoods }, { status: readStatus(topFoods) });
}

type Loaded = Awaited<ReturnType<typeof loader>>['data'];

export const handle: PageHandle<Loaded> = {
  head: ({ data: { topFoods }, url, site, lang }) => {
    // As the section shows them: only a list (top-foods-section.tsx).
    const names = (Array.isArray(topFoods) ? topFoods : []).slice(0, 4).map((food) => food.foodName);
    const description = names.length ? translatorOf(lang).t('head.home.description', { site: site.description, names: names.join(', ') }) : site.description;
    return { ...site, title: pageTitlesOf(lang).home, description: clip(description), canonical: new URL(paths.home, url).href };
  },
};

export default function HomeRoute() {
  const { topFoods } = useLoaderData<typeof loader>();
  return <HomePage topFoods={topFoods} />;
}
