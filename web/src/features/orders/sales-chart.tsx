import { useEffect, useRef, useState } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { INTL_LOCALE, useT, type Translator } from '../../i18n';
import { CURRENCY_SYMBOL, STORE_CURRENCY } from '../../lib/store-currency';

// Chart.js, tree-shaken to the bar and line charts the dashboard draws (its own chunk, loaded with the dashboard on
// My Sales only). Each chart is a picture for sighted readers: the numbers are in the table beside it (sales-dashboard.tsx).
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip);

const BRAND = '#ea580c';
const BRAND_SOFT = 'rgba(234, 88, 12, 0.75)';

export interface SalesChartProps {
  kind: 'bar' | 'line';
  labels: string[];
  values: number[];
  /** What the picture shows, read out instead of the canvas. */
  label: string;
  /** Bars across (long labels such as statuses read better). */
  horizontal?: boolean;
  /** The value axis' top, e.g. 5 for stars. */
  max?: number;
  /** Whole numbers only on the value axis (counts). */
  integers?: boolean;
  /** The values are amounts of money: the axis says the store's currency ($ or ৳), the tooltip the price. */
  money?: boolean;
}

/** A value axis' tick of money: '$40' in English as before; '৪০$' / '৪০৳' in Bangla. */
function moneyTick({ lang, number }: Translator, value: number): string {
  if (lang === 'en') return `${CURRENCY_SYMBOL[STORE_CURRENCY]}${value}`;
  return number(value, { style: 'currency', currency: STORE_CURRENCY, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 0, maximumFractionDigits: 2 });
}

/** A value axis' tick: money as moneyTick, a count or a rating as the page writes numbers ('3' or '৩', '4.5' or '৪.৫'). */
export function valueTick(translator: Translator, value: number, money: boolean): string {
  return money ? moneyTick(translator, value) : translator.number(value);
}

function config(
  { kind, labels, values, horizontal = false, max, integers = false, money = false }: SalesChartProps,
  dark: boolean,
  translator: Translator,
): ChartConfiguration<'bar' | 'line'> {
  const text = dark ? '#d6d3d1' : '#44403c';
  const grid = dark ? 'rgba(214, 211, 209, 0.15)' : 'rgba(68, 64, 60, 0.12)';
  const valueAxis = {
    beginAtZero: true,
    max,
    // Written by the page's translator, as every other number of the page (Bangla digits on a Bangla page).
    ticks: { color: text, precision: integers ? 0 : undefined, callback: (value: string | number) => valueTick(translator, Number(value), money) },
    grid: { color: grid },
  };
  const labelAxis = { ticks: { color: text, autoSkip: true, maxRotation: 0 }, grid: { display: false } };
  return {
    type: kind,
    data: {
      labels,
      datasets: [
        {
          data: values,
          backgroundColor: BRAND_SOFT,
          borderColor: BRAND,
          borderWidth: kind === 'line' ? 2 : 0,
          borderRadius: kind === 'bar' ? 6 : undefined,
          pointRadius: kind === 'line' ? 3 : undefined,
          spanGaps: true,
        },
      ],
    },
    options: {
      // Chart.js formats its numbers (ticks, tooltips) with this locale: Bangla digits on a Bangla page.
      locale: INTL_LOCALE[translator.lang],
      indexAxis: horizontal ? 'y' : 'x',
      maintainAspectRatio: false,
      animation: false,
      plugins: {
        legend: { display: false },
        tooltip: { enabled: true, callbacks: money && translator.lang !== 'en' ? { label: (item) => translator.price(Number(item.parsed[horizontal ? 'x' : 'y'])) } : {} },
      },
      scales: horizontal ? { x: valueAxis, y: labelAxis } : { x: labelAxis, y: valueAxis },
    },
  };
}

const isDark = () => document.documentElement.classList.contains('dark');

/** Whether the page is in the dark theme now (the theme toggle sets `dark` on <html>). */
function useDarkTheme(): boolean {
  const [dark, setDark] = useState(isDark);
  useEffect(() => {
    const observer = new MutationObserver(() => setDark(isDark()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return dark;
}

/** One chart on a canvas, redrawn when its numbers or the theme change. */
export default function SalesChart(props: SalesChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const dark = useDarkTheme();
  const translator = useT();
  const key = JSON.stringify([translator.lang, props.kind, props.labels, props.values, props.horizontal, props.max, props.integers, props.money, dark]);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const chart = new Chart(canvas, config(props, dark, translator));
    return () => chart.destroy();
    // The key holds every prop the drawing reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return (
    <div className="relative h-56 w-full">
      <canvas ref={canvasRef} role="img" aria-label={props.label} />
    </div>
  );
}
