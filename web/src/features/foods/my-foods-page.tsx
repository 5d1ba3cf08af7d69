import { useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { Food } from '@domain/types';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { LoadMore, nextPageOf } from '../../components/load-more';
import { FoodImage } from '../../components/food-image';
import { RetryButton } from '../../components/retry-button';
import { RowsLoading } from '../../components/skeletons';
import { buttonDangerSoft, buttonPrimary, buttonSecondary, container } from '../../components/ui';
import { Link, useMessages, useT } from '../../i18n';
import { useAuth } from '../../lib/auth-context';
import { paths } from '../../lib/paths';
import { useRowRemoval } from '../../lib/use-focus-back';
import { useTitle } from '../../lib/use-title';
import { useDeleteFood, useMyFoods } from './foods-api';

export default function MyFoodsPage() {
  const { t } = useT();
  useTitle(t('seller.title.myFoods'));
  const email = useAuth().user?.email ?? '';
  const query = useMyFoods(email);
  const deleteFood = useDeleteFood(email);
  const [pending, setPending] = useState<Food | null>(null);
  const MSG = useMessages();
  // A deleted dish's row goes: focus goes to the next row's first link (or the last row's, or the empty state's),
  // not to the page's body; a failed delete leaves it on the row's Delete, where the dialog gives it back.
  const list = useRef<HTMLElement>(null);
  const removal = useRowRemoval(list);

  const confirmDelete = () => {
    if (!pending) return;
    removal.leaving(pending._id);
    deleteFood.mutate(pending, {
      onSuccess: (_data, food) => toast.success(MSG.deleteSuccess(food.foodName)),
      onError: () => toast.error(MSG.deleteFailed),
      onSettled: () => {
        setPending(null);
        removal.follow();
      },
    });
  };

  const foods = query.data?.pages.flatMap((page) => page.foods) ?? [];

  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 via-white to-amber-50 py-12 sm:py-16 dark:from-stone-900 dark:via-stone-950 dark:to-stone-900">
        <div className={`${container} flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between`}>
          <div>
            <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-200">{t('seller.mine.eyebrow')}</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl dark:text-white">
              {t('seller.mine.title')}
            </h1>
            <p className="mt-3 text-lg text-stone-600 dark:text-stone-300">{t('seller.mine.lead')}</p>
          </div>
          {/* Also while the list loads, so the list does not move down when it arrives; an empty list offers its own. */}
          {query.isPending || foods.length > 0 ? (
            <Link to={paths.addFood} className={`${buttonPrimary} self-start sm:self-auto`}>
              <span aria-hidden="true">+</span> {t('seller.mine.add')}
            </Link>
          ) : null}
        </div>
      </section>

      <section ref={list} className={`${container} py-10 sm:py-14`}>
        {query.isPending ? (
          <RowsLoading label={t('seller.mine.loading')} />
        ) : query.isError && !query.isFetchNextPageError ? (
          <EmptyState
            icon="alert"
            title={MSG.myFoodsFetchFailed}
            message={t('seller.mine.checkConnection')}
            action={<RetryButton onRetry={() => query.refetch()} pending={query.isRefetching} />}
          />
        ) : foods.length === 0 ? (
          <EmptyState
            title={t('seller.mine.emptyTitle')}
            message={t('seller.mine.emptyMessage')}
            action={
              <Link to={paths.addFood} className={buttonPrimary}>
                {t('seller.mine.addFirst')}
              </Link>
            }
          />
        ) : (
          <>
            <ul className="stack-y-4">
              {foods.map((food) => (
                <li key={food._id} data-row={food._id}>
                  <MyFoodRow food={food} onDelete={() => setPending(food)} />
                </li>
              ))}
            </ul>
            <LoadMore {...nextPageOf(query)} failure={t('seller.mine.moreFailed')} />
          </>
        )}
      </section>

      <ConfirmDialog
        open={pending !== null}
        title={t('seller.mine.deleteTitle')}
        description={pending ? t('seller.mine.deleteDescription', { name: pending.foodName }) : undefined}
        cancelLabel={t('seller.mine.cancel')}
        confirmLabel={deleteFood.isPending ? t('seller.mine.deleting') : t('seller.mine.delete')}
        tone="danger"
        busy={deleteFood.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}

function MyFoodRow({ food, onDelete }: { food: Food; onDelete(): void }) {
  const { t, price, number } = useT();
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm transition hover:shadow-md sm:flex-row sm:items-center dark:border-stone-800 dark:bg-stone-900">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <div className="w-24 shrink-0 overflow-hidden rounded-xl sm:w-36">
          <FoodImage src={food.foodImage} alt={food.foodName} sizes="144px" />
        </div>
        <div className="min-w-0">
          <h2 className="truncate text-lg font-bold text-stone-900 dark:text-white">
            {/* The dish as buyers see it: its public page. */}
            <Link to={paths.food(food._id)} className="hover:text-brand-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:hover:text-brand-200">
              {food.foodName}
            </Link>
          </h2>
          <p className="mt-1 text-xl font-extrabold text-brand-700 dark:text-brand-200">{price(food.price)}</p>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">
            {[food.category, food.quantity !== undefined ? t('seller.mine.inStock', { count: number(food.quantity) }) : null].filter(Boolean).join(' · ')}
          </p>
        </div>
      </div>
      <div className="flex gap-3">
        <Link to={paths.updateFood(food._id)} className={`${buttonSecondary} flex-1 sm:flex-none`}>
          {t('seller.mine.update')}<span className="sr-only"> {food.foodName}</span>
        </Link>
        <button type="button" onClick={onDelete} className={`${buttonDangerSoft} flex-1 sm:flex-none`}>
          {t('seller.mine.delete')}<span className="sr-only"> {food.foodName}</span>
        </button>
      </div>
    </article>
  );
}
