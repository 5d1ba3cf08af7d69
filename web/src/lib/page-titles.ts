import { translatorOf } from '../i18n/i18n-context';
import type { Lang } from '../i18n/langs';

/**
 * Titles of the server-rendered pages (docs/ARCHITECTURE.md §5e, §5i): the server writes them into the page's <title>
 * and the app sets the same one, so nothing changes when it takes over. From the `start` catalog (`head.title.*`):
 * English exactly as the spec's.
 */
export const SITE_NAME = 'Food Store';

export interface PageTitles {
  home: string;
  foods: string;
  /** A dish, once its name is known. */
  food(foodName: string): string;
  /** A dish page while its dish loads, or when it cannot be shown. */
  foodPending: string;
  /** The route error page. */
  error: string;
}

/** The pages' titles in `lang` (its `start` catalog loaded: every page's is). */
export function pageTitlesOf(lang: Lang): PageTitles {
  const { t } = translatorOf(lang);
  return {
    get home() {
      return t('head.title.home');
    },
    get foods() {
      return t('head.title.foods');
    },
    food: (foodName) => t('head.title.food', { foodName }),
    get foodPending() {
      return t('head.title.foodPending');
    },
    get error() {
      return t('head.title.error');
    },
  };
}

/** The English titles (the spec's). */
export const pageTitles: PageTitles = pageTitlesOf('en');
