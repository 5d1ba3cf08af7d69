import { useId, useState, type ReactNode } from 'react';
import { EXPORT_MAX_DAYS, SALES_MSG, SALES_RANGES, type SalesRange, type SalesStats } from '@domain/sales';
import { ORDER_STATUSES, type OrderStatus } from '@domain/orders';
import { RetryButton } from '../../components/retry-button';
import { buttonPrimary, card, fieldError, inputClass, labelClass } from '../../components/ui';
import { dhakaDayOf, formatPrice } from '../../lib/format';
import SalesChart from './sales-chart';
import { salesExportUrl, useSalesStats } from './sales-api';

// My Sales' dashboard (docs/ARCHITECTURE.md §5j): the kitchen's numbers over today, 7 or 30 Dhaka days, as charts with
// their numbers in tables, and the accountant's file. Loaded lazily with its chart library: only My Sales pays for it.

const RANGES: { range: SalesRange; label: string }[] = [
  { range: 'today', label: 'Today' },
  { range: '7d', label: '7 days' },
  { range: '30d', label: '30 days' },
];

const STATUS_NAMES: Record<OrderStatus, string> = {
  placed: 'New',
  accepted: 'Accepted',
  ready: 'Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
  declined: 'Declined',
  expired: 'Expired',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-03-10' as 'Mar 10'. */
const shortDay = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1] ?? ''} ${Number(day.slice(8, 10))}`;
/** 0..23 as '12 AM', '1 PM'. */
const hourLabel = (hour: number) => `${hour % 12 || 12} ${hour < 12 ? 'AM' : 'PM'}`;
const stars = (average: number) => (average > 0 ? `${average.toFixed(2)} ★` : '–');

const cell = 'px-3 py-1.5 text-left';
const numberCell = 'px-3 py-1.5 text-right tabular-nums';

/** A chart and, for screen readers and anyone who wants the figures, the same numbers as a table. */
function ChartFigure({ title, chart, table }: { title: string; chart: ReactNode; table: ReactNode }) {
  const titleId = useId();
  return (
    <figure aria-labelledby={titleId} className={`${card} p-4`}>
      <figcaption id={titleId} className="text-base font-bold text-stone-900 dark:text-white">
        {title}
      </figcaption>
      <div className="mt-3">{chart}</div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700 dark:text-brand-200">Show the numbers</summary>
        <div className="mt-2 max-h-72 overflow-auto">{table}</div>
      </details>
    </figure>
  );
}

function NumbersTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-stone-200 dark:border-stone-700">
          {head.map((name, i) => (
            <th key={name} scope="col" className={i === 0 ? cell : numberCell}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])} className="border-b border-stone-100 last:border-0 dark:border-stone-800">
            {row.map((value, i) =>
              i === 0 ? (
                <th key={i} scope="row" className={`${cell} font-normal`}>
                  {value}
                </th>
              ) : (
                <td key={i} className={numberCell}>
                  {value}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Tiles({ stats }: { stats: SalesStats }) {
  const tiles = [
    { label: 'Orders', value: String(stats.orders.total) },
    { label: 'Takings', value: formatPrice(stats.takings) },
    { label: 'Average order', value: formatPrice(stats.averageOrder) },
    { label: 'Rating', value: stats.rating.count > 0 ? `${stats.rating.average.toFixed(2)} ★ (${stats.rating.count})` : 'No reviews' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.label} className={`${card} p-4`}>
          <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-extrabold text-stone-900 tabular-nums dark:text-white">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TopDishes({ stats }: { stats: SalesStats }) {
  const most = Math.max(1, ...stats.topDishes.map((dish) => dish.units));
  return (
    <section aria-labelledby="top-dishes" className={`${card} p-4`}>
      <h3 id="top-dishes" className="text-base font-bold text-stone-900 dark:text-white">
        Top dishes
      </h3>
      {stats.topDishes.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">No dishes sold in this period.</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">Top dishes: units sold and takings</caption>
          <thead>
            <tr className="border-b border-stone-200 dark:border-stone-700">
              <th scope="col" className={cell}>
                Dish
              </th>
              <th scope="col" className={numberCell}>
                Units
              </th>
              <th scope="col" className={numberCell}>
                Takings
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.topDishes.map((dish) => (
              <tr key={dish.foodId} className="border-b border-stone-100 last:border-0 dark:border-stone-800">
                <th scope="row" className={`${cell} font-medium`}>
                  <span className="block break-words">{dish.foodName}</span>
                  <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-brand-600/80" style={{ width: `${(dish.units / most) * 100}%` }} />
                </th>
                <td className={numberCell}>{dish.units}</td>
                <td className={numberCell}>{formatPrice(dish.takings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Charts({ stats }: { stats: SalesStats }) {
  const statuses = ORDER_STATUSES.map((status) => [STATUS_NAMES[status], stats.orders[status]] as const);
  const hours = stats.byHour.map((count, hour) => [hourLabel(hour), count] as const);
  const days = stats.days.map((day) => ({ ...day, label: shortDay(day.day) }));
  const busiest = hours.reduce((best, hour) => (hour[1] > best[1] ? hour : best), ['', 0] as readonly [string, number]);
  const rated = days.filter((day) => day.rating.count > 0);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFigure
        title="Orders by status"
        chart={
          <SalesChart
            kind="bar"
            horizontal
            integers
            labels={statuses.map(([name]) => name)}
            values={statuses.map(([, count]) => count)}
            label={`Orders by status: ${statuses.map(([name, count]) => `${name} ${count}`).join(', ')}.`}
          />
        }
        table={<NumbersTable caption="Orders by status" head={['Status', 'Orders']} rows={statuses.map(([name, count]) => [name, count])} />}
      />
      <ChartFigure
        title="Orders by hour of day (Dhaka time)"
        chart={
          <SalesChart
            kind="bar"
            integers
            labels={hours.map(([label]) => label)}
            values={hours.map(([, count]) => count)}
            label={busiest[1] > 0 ? `Orders by hour of day; the busiest hour is ${busiest[0]} with ${busiest[1]}.` : 'Orders by hour of day: none yet.'}
          />
        }
        table={<NumbersTable caption="Orders by hour of day" head={['Hour', 'Orders']} rows={hours.filter(([, count]) => count > 0).map(([label, count]) => [label, count])} />}
      />
      <ChartFigure
        title="Takings by day"
        chart={
          <SalesChart
            kind="bar"
            money
            labels={days.map((day) => day.label)}
            values={days.map((day) => day.takings)}
            label={`Takings by day, ${formatPrice(stats.takings)} in all.`}
          />
        }
        table={<NumbersTable caption="Orders and takings by day" head={['Day', 'Orders', 'Takings']} rows={days.map((day) => [day.label, day.orders, formatPrice(day.takings)])} />}
      />
      <ChartFigure
        title="Rating over time"
        chart={
          <SalesChart
            kind="line"
            max={5}
            labels={days.map((day) => day.label)}
            values={days.map((day) => (day.rating.count > 0 ? day.rating.average : Number.NaN))}
            label={rated.length > 0 ? `Average stars of each day's reviews; ${stats.rating.count} reviews averaging ${stats.rating.average.toFixed(2)}.` : 'Rating over time: no reviews in this period.'}
          />
        }
        table={<NumbersTable caption="Average rating by day" head={['Day', 'Average', 'Reviews']} rows={rated.map((day) => [day.label, stars(day.rating.average), day.rating.count])} />}
      />
    </div>
  );
}

/** The accountant's file: a period in Dhaka days and a download link (the browser streams the CSV to disk). */
function ExportForm() {
  const today = dhakaDayOf(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const span = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  const error = !from || !to ? 'Choose both dates.' : span < 1 ? 'The first date comes before the last.' : span > EXPORT_MAX_DAYS ? `At most ${EXPORT_MAX_DAYS} days at once.` : null;
  return (
    <section aria-labelledby="sales-export" className={`${card} p-4`}>
      <h3 id="sales-export" className="text-base font-bold text-stone-900 dark:text-white">
        Orders for your accountant
      </h3>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">A CSV file of every order in the period (Dhaka dates), for a spreadsheet.</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div>
          <label htmlFor={fromId} className={labelClass}>
            From
          </label>
          <input id={fromId} type="date" className={inputClass} value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} aria-describedby={error ? errorId : undefined} />
        </div>
        <div>
          <label htmlFor={toId} className={labelClass}>
            To
          </label>
          <input id={toId} type="date" className={inputClass} value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} aria-describedby={error ? errorId : undefined} />
        </div>
        {error ? (
          <button type="button" className={buttonPrimary} disabled>
            Download CSV
          </button>
        ) : (
          <a href={salesExportUrl(from, to)} download={`sales-${from}-to-${to}.csv`} className={buttonPrimary}>
            Download CSV
          </a>
        )}
      </div>
      {error ? (
        <p id={errorId} className={fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

export default function SalesDashboard() {
  const [range, setRange] = useState<SalesRange>('7d');
  const stats = useSalesStats(range);
  return (
    <section aria-labelledby="sales-dashboard" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="sales-dashboard" className="text-2xl font-extrabold text-stone-900 dark:text-white">
          How your kitchen is doing
        </h2>
        <div role="group" aria-label="Period" className="inline-flex self-start rounded-full border border-stone-300 bg-white p-1 dark:border-stone-700 dark:bg-stone-900">
          {RANGES.map((option) => (
            <button
              key={option.range}
              type="button"
              aria-pressed={option.range === range}
              onClick={() => setRange(option.range)}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold ${
                option.range === range ? 'bg-brand-700 text-white dark:bg-brand-200 dark:text-stone-950' : 'text-stone-700 hover:text-brand-800 dark:text-stone-200'
              }`}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>
      {stats.data ? (
        <div className="space-y-4" aria-live="polite">
          <p className="text-sm text-stone-600 dark:text-stone-300">
            {SALES_RANGES[range] === 1 ? (
              <>
                Today, <time dateTime={stats.data.to}>{shortDay(stats.data.to)}</time>
              </>
            ) : (
              <>
                <time dateTime={stats.data.from}>{shortDay(stats.data.from)}</time> to <time dateTime={stats.data.to}>{shortDay(stats.data.to)}</time>
              </>
            )}{' '}
            (Dhaka time). Takings count completed orders.
          </p>
          <Tiles stats={stats.data} />
          <div className="grid gap-4 lg:grid-cols-2">
            <TopDishes stats={stats.data} />
            <ExportForm />
          </div>
          <Charts stats={stats.data} />
        </div>
      ) : stats.isError ? (
        <div className="flex items-center gap-3 text-sm text-stone-700 dark:text-stone-200">
          {SALES_MSG.statsFetchFailed}
          <RetryButton onRetry={() => stats.refetch()} pending={stats.isRefetching} />
        </div>
      ) : (
        <p className="text-sm text-stone-600 dark:text-stone-300" aria-busy="true">
          Loading your numbers...
        </p>
      )}
    </section>
  );
}
