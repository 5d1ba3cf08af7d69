import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Food } from '@domain/types';
import { Link, useMessages, useT } from '../i18n';
import { ApiError } from '../lib/http';
import { paths } from '../lib/paths';
import { EmptyState } from './empty-state';
import { DetailSkeleton, LoadingRegion } from './skeletons';
import { buttonPrimary, container } from './ui';

interface FoodPageFrameProps {
  /** The `useFood(id)` result the page is built on. */
  query: UseQueryResult<Food>;
  backTo: string;
  backLabel: string;
  /** Shown when loading fails for any reason but a missing food. */
  loadFailedMessage: string;
  /** The food does not exist (its page's route found none): the not-found view. */
  missing?: boolean;
  children: (food: Food) => ReactNode;
}

/** The back link and the loading and error states of a page about one food; the page draws only the loaded food. */
export function FoodPageFrame({ query, backTo, backLabel, loadFailedMessage, missing = false, children }: FoodPageFrameProps) {
  const { t } = useT();
  const msg = useMessages();
  return (
    <section className={`${container} py-10 sm:py-14`}>
      <Link
        to={backTo}
        className="mb-8 inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-200"
      >
        <span aria-hidden="true">←</span> {backLabel}
      </Link>
      {missing ? (
        <FoodNotFound message={msg.foodNotFound} />
      ) : query.isPending ? (
        <LoadingRegion label={t('common.loadingFood')}>
          <DetailSkeleton />
        </LoadingRegion>
      ) : query.isError ? (
        <FoodNotFound message={query.error instanceof ApiError && query.error.status === 404 ? msg.foodNotFound : loadFailedMessage} />
      ) : (
        children(query.data)
      )}
    </section>
  );
}

function FoodNotFound({ message }: { message: string }) {
  const { t } = useT();
  return (
    <EmptyState
      icon="alert"
      title={message}
      message={t('common.foodNotFoundHint')}
      action={
        <Link to={paths.foods} className={buttonPrimary}>
          {t('common.exploreAllFoods')}
        </Link>
      }
    />
  );
}
