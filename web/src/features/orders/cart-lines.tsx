import { Link, useT, type MessageTable, type Translator } from '../../i18n';
import { roundMoney } from '@domain/money';
import type { Food } from '@domain/types';
import { FoodImage } from '../../components/food-image';
import { card } from '../../components/ui';
import type { CartLine } from '../../lib/cart';
import { maxQuantity, removeFromCart, setLineQuantity } from '../../lib/cart-actions';
import { ApiError } from '../../lib/http';
import { paths } from '../../lib/paths';

/** A cart line as it is now: its dish's current price and stock, and what changed since it was added. */
export interface LiveLine extends CartLine {
  /** The price it was added at, when the dish's price changed since. */
  priceWas?: number;
  /** Why it cannot be ordered at all: sold out, or no longer sold. */
  unavailable?: string;
  /** The store's word on its quantity (a refused order's "Only N left."), or what the stock now allows. */
  notice?: string;
}

/** `line` with its dish as the page just read it (`query`), and the store's word on it from a refused order, if any. */
export function liveLine(
  line: CartLine,
  query: { data?: Food; error?: unknown } | undefined,
  { t, msg }: { t: Translator['t']; msg: MessageTable },
  refusal?: string,
): LiveLine {
  if (query?.error instanceof ApiError && query.error.status === 404) return { ...line, unavailable: t('orders.cart.noLongerSold') };
  const food = query?.data;
  if (!food) return refusal ? { ...line, notice: refusal } : line;
  const live: LiveLine = { ...line, price: food.price, stock: food.quantity };
  if (food.price !== line.price) live.priceWas = line.price;
  if (food.quantity <= 0) live.unavailable = t('orders.cart.soldOut');
  else if (refusal) live.notice = refusal;
  else if (line.quantity > food.quantity) live.notice = msg.onlyLeft(food.quantity);
  return live;
}

const stepButton =
  'grid size-9 place-items-center rounded-full text-lg font-bold text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-stone-100 dark:hover:bg-stone-800';

function QuantityStepper({ line }: { line: LiveLine }) {
  const { t, number } = useT();
  const most = Math.max(1, maxQuantity(line.stock));
  return (
    <div role="group" aria-label={t('orders.cart.quantityOf', { name: line.foodName })} className="inline-flex items-center rounded-full border border-stone-300 dark:border-stone-600">
      <button
        type="button"
        className={stepButton}
        aria-label={t('orders.cart.oneFewer', { name: line.foodName })}
        disabled={line.quantity <= 1}
        onClick={() => setLineQuantity(line.foodId, line.quantity - 1, line.stock)}
      >
        −
      </button>
      <output aria-live="polite" className="min-w-8 text-center font-semibold tabular-nums text-stone-900 dark:text-white">
        {number(line.quantity)}
      </output>
      <button
        type="button"
        className={stepButton}
        aria-label={t('orders.cart.oneMore', { name: line.foodName })}
        disabled={line.quantity >= most || !!line.unavailable}
        onClick={() => setLineQuantity(line.foodId, line.quantity + 1, line.stock)}
      >
        +
      </button>
    </div>
  );
}

/** The cart's dishes: photo, name, price, quantity steppers, remove, and what changed since each was added. */
export function CartLines({ lines }: { lines: LiveLine[] }) {
  const { t, price } = useT();
  return (
    <ul aria-label={t('orders.cart.linesLabel')} className="stack-y-4">
      {lines.map((line) => (
        <li key={line.foodId} className={`${card} flex gap-4 p-4`}>
          <div className="w-20 shrink-0 overflow-hidden rounded-xl sm:w-28">
            <FoodImage src={line.foodImage} alt="" sizes="112px" />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="flex items-start justify-between gap-3">
              <h2 className="min-w-0 text-base leading-snug font-bold text-stone-900 sm:text-lg dark:text-white">
                <Link to={paths.food(line.foodId)} className="hover:underline">
                  {line.foodName}
                </Link>
              </h2>
              <p className="shrink-0 font-bold text-stone-900 tabular-nums dark:text-white">
                <span className="sr-only">{t('orders.cart.lineTotal')} </span>
                {price(roundMoney(line.price * line.quantity))}
              </p>
            </div>
            <p className="text-sm text-stone-600 dark:text-stone-300">
              {t('orders.cart.each', { price: price(line.price) })}
              {line.priceWas !== undefined ? (
                // A space of its own, not only the margin: read aloud, "$4.50 each" and "Price changed" stay two phrases.
                <>
                  {' '}
                  <span className="ml-1 font-semibold text-amber-800 dark:text-amber-200">
                    {t('orders.cart.priceWasBefore')}
                    <s>{price(line.priceWas)}</s>
                    {t('orders.cart.priceWasAfter')}
                  </span>
                </>
              ) : null}
            </p>
            {line.unavailable || line.notice ? (
              <p className="text-sm font-semibold text-red-700 dark:text-red-400">{line.unavailable ?? line.notice}</p>
            ) : null}
            <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
              <QuantityStepper line={line} />
              <button
                type="button"
                onClick={() => removeFromCart(line.foodId)}
                className="rounded-full px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600 dark:text-red-300 dark:hover:bg-red-950/40"
              >
                {t('orders.cart.remove')} <span className="sr-only">{line.foodName}</span>
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
