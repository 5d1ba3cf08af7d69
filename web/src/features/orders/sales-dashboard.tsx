import { useId, useState, type ReactNode } from 'react';
import { EXPORT_MAX_DAYS, SALES_RANGES, type SalesRange, type SalesStats } from '@domain/sales';
import { ORDER_STATUSES } from '@domain/orders';
import { RetryButton } from '../../components/retry-button';
import { buttonPrimary, card, fieldError, inputClass, labelClass } from '../../components/ui';
import { dhakaDayOf } from '../../lib/format';
import { useT, type Translator } from '../../i18n';
import { hourOf, shortDayOf } from './sales-format';
import SalesChart from './sales-chart';
import { salesExportUrl, useSalesStats } from './sales-api';

// My Sales' dashboard (docs/ARCHITECTURE.md §5j): the kitchen's numbers over today, 7 or 30 Dhaka days, as charts with
// their numbers in tables, and the accountant's file. Loaded lazily with its chart library: only My Sales pays for it.

const RANGES: SalesRange[] = ['today', '7d', '30d'];

/** An average of stars with two decimals: '4.50' / '৪.৫০' (English keeps toFixed, as the spec shows it). */
const twoDecimals = ({ lang, number }: Translator, value: number) =>
  lang === 'en' ? value.toFixed(2) : number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const stars = (tr: Translator, average: number) => (average > 0 ? tr.t('sales.dash.stars', { average: twoDecimals(tr, average) }) : '–');

const cell = 'px-3 py-1.5 text-left';
const numberCell = 'px-3 py-1.5 text-right tabular-nums';

/** A chart and, for screen readers and anyone who wants the figures, the same numbers as a table. */
function ChartFigure({ title, chart, table }: { title: string; chart: ReactNode; table: ReactNode }) {
  const titleId = useId();
  const { t } = useT();
  return (
    <figure aria-labelledby={titleId} className={`${card} p-4`}>
      <figcaption id={titleId} className="text-base font-bold text-stone-900 dark:text-white">
        {title}
      </figcaption>
      <div className="mt-3">{chart}</div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700 dark:text-brand-200">{t('sales.dash.showNumbers')}</summary>
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
      <tbody className="rules-y">
        {rows.map((row) => (
          <tr key={String(row[0])} className="border-stone-100 dark:border-stone-800">
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
  const tr = useT();
  const { t, price, number } = tr;
  const tiles = [
    { label: t('sales.dash.tile.orders'), value: number(stats.orders.total) },
    { label: t('sales.dash.tile.takings'), value: price(stats.takings) },
    { label: t('sales.dash.tile.average'), value: price(stats.averageOrder) },
    {
      label: t('sales.dash.tile.rating'),
      value: stats.rating.count > 0 ? t('sales.dash.ratingValue', { average: twoDecimals(tr, stats.rating.average), count: number(stats.rating.count) }) : t('sales.dash.noReviews'),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        // A figure as large as the tile allows (a phone's half width holds "$12,345.67"), and a longer one wraps: never
        // cut off, so a seller never reads a wrong amount.
        <div key={tile.label} className={`${card} @container p-4`}>
          <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">{tile.label}</dt>
          <dd className="mt-1 text-[clamp(1.125rem,13cqi,1.5rem)] leading-tight font-extrabold wrap-anywhere text-stone-900 tabular-nums dark:text-white">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TopDishes({ stats }: { stats: SalesStats }) {
  const most = Math.max(1, ...stats.topDishes.map((dish) => dish.units));
  const { t, price, number } = useT();
  return (
    <section aria-labelledby="top-dishes" className={`${card} p-4`}>
      <h3 id="top-dishes" className="text-base font-bold text-stone-900 dark:text-white">
        {t('sales.dash.topDishes')}
      </h3>
      {stats.topDishes.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">{t('sales.dash.noDishes')}</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{t('sales.dash.topDishesCaption')}</caption>
          <thead>
            <tr className="border-b border-stone-200 dark:border-stone-700">
              <th scope="col" className={cell}>
                {t('sales.dash.col.dish')}
              </th>
              <th scope="col" className={numberCell}>
                {t('sales.dash.col.units')}
              </th>
              <th scope="col" className={numberCell}>
                {t('sales.dash.col.takings')}
              </th>
            </tr>
          </thead>
          <tbody className="rules-y">
            {stats.topDishes.map((dish) => (
              <tr key={dish.foodId} className="border-stone-100 dark:border-stone-800">
                <th scope="row" className={`${cell} font-medium`}>
                  <span className="block wrap-anywhere">{dish.foodName}</span>
                  <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-brand-600/80" style={{ width: `${(dish.units / most) * 100}%` }} />
                </th>
                <td className={numberCell}>{number(dish.units)}</td>
                <td className={numberCell}>{price(dish.takings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Charts({ stats }: { stats: SalesStats }) {
  const tr = useT();
  const { t, lang, price, number } = tr;
  const statuses = ORDER_STATUSES.map((status) => [t(`sales.dash.status.${status}`), stats.orders[status]] as const);
  const hours = stats.byHour.map((count, hour) => [hourOf(lang, hour), count] as const);
  const days = stats.days.map((day) => ({ ...day, label: shortDayOf(lang, day.day) }));
  const busiest = hours.reduce((best, hour) => (hour[1] > best[1] ? hour : best), ['', 0] as readonly [string, number]);
  const rated = days.filter((day) => day.rating.count > 0);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFigure
        title={t('sales.dash.byStatus')}
        chart={
          <SalesChart
            kind="bar"
            horizontal
            integers
            labels={statuses.map(([name]) => name)}
            values={statuses.map(([, count]) => count)}
            label={t('sales.dash.byStatusLabel', { list: statuses.map(([name, count]) => t('sales.dash.statusCount', { name, count: number(count) })).join(', ') })}
          />
        }
        table={<NumbersTable caption={t('sales.dash.byStatus')} head={[t('sales.dash.col.status'), t('sales.dash.col.orders')]} rows={statuses.map(([name, count]) => [name, number(count)])} />}
      />
      <ChartFigure
        title={t('sales.dash.byHourTitle')}
        chart={
          <SalesChart
            kind="bar"
            integers
            labels={hours.map(([label]) => label)}
            values={hours.map(([, count]) => count)}
            label={busiest[1] > 0 ? t('sales.dash.byHourLabel', { hour: busiest[0], count: number(busiest[1]) }) : t('sales.dash.byHourNone')}
          />
        }
        table={<NumbersTable caption={t('sales.dash.byHour')} head={[t('sales.dash.col.hour'), t('sales.dash.col.orders')]} rows={hours.filter(([, count]) => count > 0).map(([label, count]) => [label, number(count)])} />}
      />
      <ChartFigure
        title={t('sales.dash.takingsByDay')}
        chart={
          <SalesChart
            kind="bar"
            money
            labels={days.map((day) => day.label)}
            values={days.map((day) => day.takings)}
            label={t('sales.dash.takingsByDayLabel', { total: price(stats.takings) })}
          />
        }
        table={
          <NumbersTable
            caption={t('sales.dash.byDayCaption')}
            head={[t('sales.dash.col.day'), t('sales.dash.col.orders'), t('sales.dash.col.takings')]}
            rows={days.map((day) => [day.label, number(day.orders), price(day.takings)])}
          />
        }
      />
      <ChartFigure
        title={t('sales.dash.ratingTitle')}
        chart={
          <SalesChart
            kind="line"
            max={5}
            labels={days.map((day) => day.label)}
            values={days.map((day) => (day.rating.count > 0 ? day.rating.average : Number.NaN))}
            label={
              rated.length > 0
                ? t('sales.dash.ratingLabel', { count: stats.rating.count, shown: number(stats.rating.count), average: twoDecimals(tr, stats.rating.average) })
                : t('sales.dash.ratingNone')
            }
          />
        }
        table={
          <NumbersTable
            caption={t('sales.dash.ratingCaption')}
            head={[t('sales.dash.col.day'), t('sales.dash.col.average'), t('sales.dash.col.reviews')]}
            rows={rated.map((day) => [day.label, stars(tr, day.rating.average), number(day.rating.count)])}
          />
        }
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
  const { t, number } = useT();
  const span = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  const error = !from || !to
    ? t('sales.export.chooseBoth')
    : span < 1
      ? t('sales.export.order')
      : span > EXPORT_MAX_DAYS
        ? t('sales.export.tooLong', { max: number(EXPORT_MAX_DAYS) })
        : null;
  return (
    <section aria-labelledby="sales-export" className={`${card} p-4`}>
      <h3 id="sales-export" className="text-base font-bold text-stone-900 dark:text-white">
        {t('sales.export.heading')}
      </h3>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">{t('sales.export.about')}</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div>
          <label htmlFor={fromId} className={labelClass}>
            {t('sales.export.from')}
          </label>
          <input id={fromId} type="date" className={inputClass} value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} aria-describedby={error ? errorId : undefined} />
        </div>
        <div>
          <label htmlFor={toId} className={labelClass}>
            {t('sales.export.to')}
          </label>
          <input id={toId} type="date" className={inputClass} value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} aria-describedby={error ? errorId : undefined} />
        </div>
        {error ? (
          <button type="button" className={buttonPrimary} disabled>
            {t('sales.export.download')}
          </button>
        ) : (
          <a href={salesExportUrl(from, to)} download={`sales-${from}-to-${to}.csv`} className={buttonPrimary}>
            {t('sales.export.download')}
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
  const { t, lang } = useT();
  return (
    <section aria-labelledby="sales-dashboard" className="stack-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="sales-dashboard" className="text-2xl font-extrabold text-stone-900 dark:text-white">
          {t('sales.dash.heading')}
        </h2>
        <div role="group" aria-label={t('sales.dash.period')} className="inline-flex self-start rounded-full border border-stone-300 bg-white p-1 dark:border-stone-700 dark:bg-stone-900">
          {RANGES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === range}
              onClick={() => setRange(option)}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold ${
                option === range ? 'bg-brand-700 text-white dark:bg-brand-200 dark:text-stone-950' : 'text-stone-700 hover:text-brand-800 dark:text-stone-200'
              }`}
            >
              {t(`sales.dash.range.${option}`)}
            </button>
          ))}
        </div>
      </div>
      {stats.data ? (
        <div className="stack-y-4" aria-live="polite">
          <p className="text-sm text-stone-600 dark:text-stone-300">
            {SALES_RANGES[range] === 1 ? (
              <>
                {t('sales.dash.today')}
                <time dateTime={stats.data.to}>{shortDayOf(lang, stats.data.to)}</time>
              </>
            ) : (
              <>
                <time dateTime={stats.data.from}>{shortDayOf(lang, stats.data.from)}</time>
                {t('sales.dash.to')}
                <time dateTime={stats.data.to}>{shortDayOf(lang, stats.data.to)}</time>
              </>
            )}
            {t('sales.dash.periodNote')}
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
          {t('sales.dash.fetchFailed')}
          <RetryButton onRetry={() => stats.refetch()} pending={stats.isRefetching} />
        </div>
      ) : (
        <p className="text-sm text-stone-600 dark:text-stone-300" aria-busy="true">
          {t('sales.dash.loading')}
        </p>
      )}
    </section>
  );
}
