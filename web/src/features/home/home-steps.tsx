import type { ReactNode } from 'react';
import { container, mutedText } from '../../components/ui';
import type { MessageKey } from '../../i18n/areas';
import { useT } from '../../i18n/i18n-context';

interface Step {
  title: MessageKey;
  text: MessageKey;
  icon: ReactNode;
}

const iconProps = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  className: 'size-7',
} as const;

const STEPS: Step[] = [
  {
    title: 'home.steps.browseTitle',
    text: 'home.steps.browseText',
    icon: (
      <svg {...iconProps}>
        <path d="m21 21-5.2-5.2m0 0A7.5 7.5 0 1 0 5.2 5.2a7.5 7.5 0 0 0 10.6 10.6Z" />
      </svg>
    ),
  },
  {
    title: 'home.steps.chooseTitle',
    text: 'home.steps.chooseText',
    icon: (
      <svg {...iconProps}>
        <path d="M21 8.25c0-2.49-2.1-4.5-4.69-4.5-1.93 0-3.6 1.13-4.31 2.73-.72-1.6-2.38-2.73-4.31-2.73C5.1 3.75 3 5.76 3 8.25c0 7.22 9 12 9 12s9-4.78 9-12Z" />
      </svg>
    ),
  },
  {
    title: 'home.steps.orderTitle',
    text: 'home.steps.orderText',
    icon: (
      <svg {...iconProps}>
        <path d="M15.75 10.5V6a3.75 3.75 0 1 0-7.5 0v4.5m11.36-1.99 1.26 12c.07.66-.45 1.24-1.12 1.24H4.25a1.13 1.13 0 0 1-1.12-1.24l1.26-12A1.13 1.13 0 0 1 5.51 7.5h12.98c.57 0 1.05.44 1.12 1.01Z" />
      </svg>
    ),
  },
  {
    title: 'home.steps.enjoyTitle',
    text: 'home.steps.enjoyText',
    icon: (
      <svg {...iconProps}>
        <path d="M15.18 15.18a4.5 4.5 0 0 1-6.36 0M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0ZM9 9.75h.01M15 9.75h.01" />
      </svg>
    ),
  },
];

export function HomeSteps() {
  const { t, lang, number } = useT();
  return (
    <section aria-labelledby="steps-title" className="bg-stone-50 py-16 sm:py-20 dark:bg-stone-900/60">
      <div className={container}>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700 dark:text-brand-200">{t('home.steps.eyebrow')}</p>
          <h2 id="steps-title" className="mt-2 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl dark:text-white">
            {t('home.steps.title')}
          </h2>
          <p className={`mt-3 ${mutedText}`}>{t('home.steps.subtitle')}</p>
        </div>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-2xl border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900"
            >
              <span className="absolute right-5 top-5 text-sm font-bold text-stone-500 dark:text-stone-400">
                <span className="sr-only">{`${t('home.steps.step')} `}</span>
                {lang === 'en' ? String(index + 1).padStart(2, '0') : number(index + 1, { minimumIntegerDigits: 2 })}
              </span>
              <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700 dark:bg-brand-800/30 dark:text-brand-200">
                {step.icon}
              </span>
              <h3 className="mt-5 text-lg font-bold text-stone-900 dark:text-white">{t(step.title)}</h3>
              <p className={`mt-2 text-sm leading-relaxed ${mutedText}`}>{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
