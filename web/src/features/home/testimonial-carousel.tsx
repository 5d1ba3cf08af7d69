import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { container, mutedText } from '../../components/ui';
import { TESTIMONIAL_AUTOPLAY_MS, TESTIMONIAL_GAP_PX } from '../../config/ui';
import { useT } from '../../i18n/i18n-context';
import { TESTIMONIALS, type Testimonial } from './testimonials';

const TRANSITION_MS = 600;
const SWIPE_THRESHOLD_PX = 50;

const controlButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-700 shadow-sm transition hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100 dark:hover:border-brand-200 dark:hover:text-brand-200 dark:focus-visible:outline-brand-200';

interface TestimonialCarouselProps {
  items?: Testimonial[];
  intervalMs?: number;
}

/**
 * A looping carousel: the track holds a clone of the last slide before the first and of the first after the last,
 * so moving past either end animates forwards and then snaps silently to the real slide.
 */
export function TestimonialCarousel({ items = TESTIMONIALS, intervalMs = TESTIMONIAL_AUTOPLAY_MS }: TestimonialCarouselProps) {
  const { t, number } = useT();
  const count = items.length;
  const [position, setPosition] = useState(1);
  const [animate, setAnimate] = useState(true);
  const [playing, setPlaying] = useState(true);
  // Bumped on manual navigation so the next automatic step waits a full interval again.
  const [timerEpoch, setTimerEpoch] = useState(0);
  const swipeStart = useRef<number | null>(null);

  const normalise = useCallback((p: number) => (((p - 1) % count) + count) % count + 1, [count]);
  const active = normalise(position) - 1;

  const step = useCallback(
    (delta: number) => {
      setAnimate(true);
      setPosition((p) => (p <= 0 || p > count ? normalise(p) : p) + delta);
    },
    [count, normalise],
  );

  const navigate = (move: () => void) => {
    move();
    setTimerEpoch((e) => e + 1);
  };

  useEffect(() => {
    if (position > 0 && position <= count) return;
    const timer = setTimeout(() => {
      setAnimate(false);
      setPosition(normalise(position));
    }, TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [position, count, normalise]);

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = setInterval(() => step(1), intervalMs);
    return () => clearInterval(timer);
  }, [playing, intervalMs, step, count, timerEpoch]);

  if (count === 0) return null;
  const last = items[count - 1] as Testimonial;
  const first = items[0] as Testimonial;
  const track = [last, ...items, first];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') navigate(() => step(-1));
    else if (event.key === 'ArrowRight') navigate(() => step(1));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_THRESHOLD_PX) navigate(() => step(distance < 0 ? 1 : -1));
  };

  return (
    <section aria-labelledby="testimonials-title" className="py-16 sm:py-20">
      <div className={container}>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700 dark:text-brand-200">{t('home.testimonials.eyebrow')}</p>
          <h2 id="testimonials-title" className="mt-2 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl dark:text-white">
            {t('home.testimonials.title')}
          </h2>
          <p className={`mt-3 ${mutedText}`}>{t('home.testimonials.subtitle')}</p>
        </div>

        <div
          role="region"
          aria-roledescription={t('home.testimonials.carousel')}
          aria-label={t('home.testimonials.label')}
          className="mx-auto mt-10 max-w-3xl"
          onKeyDown={onKeyDown}
        >
          <div className="overflow-hidden rounded-3xl">
            <div
              aria-live={playing ? 'off' : 'polite'}
              data-testid="testimonial-track"
              className={`flex touch-pan-y select-none ${animate ? 'transition-transform ease-out motion-reduce:transition-none' : ''}`}
              style={{
                gap: `${TESTIMONIAL_GAP_PX}px`,
                transform: `translateX(calc(-${position} * (100% + ${TESTIMONIAL_GAP_PX}px)))`,
                transitionDuration: animate ? `${TRANSITION_MS}ms` : undefined,
              }}
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
              onPointerCancel={() => {
                swipeStart.current = null;
              }}
            >
              {track.map((item, index) => {
                const isClone = index === 0 || index === count + 1;
                // Clones stay hidden from assistive tech; the real slide they mirror counts as current.
                const isCurrent = !isClone && index - 1 === active;
                return (
                  <div
                    key={isClone ? `clone-${index}` : item.name}
                    role={isClone ? undefined : 'group'}
                    aria-roledescription={isClone ? undefined : t('home.testimonials.slide')}
                    aria-label={isClone ? undefined : t('home.testimonials.slideLabel', { n: number(index), count: number(count) })}
                    aria-hidden={isCurrent ? undefined : true}
                    inert={!isCurrent}
                    className="w-full shrink-0 grow-0 basis-full"
                  >
                    <TestimonialCard item={item} />
                  </div>
                );
              })}
            </div>
          </div>

          <div className="mt-8 flex items-center justify-center gap-3">
            <button type="button" className={controlButton} aria-label={t('home.testimonials.previous')} onClick={() => navigate(() => step(-1))}>
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
                <path fillRule="evenodd" d="M12.79 5.23a.75.75 0 0 1-.02 1.06L8.83 10l3.94 3.71a.75.75 0 1 1-1.04 1.08l-4.5-4.25a.75.75 0 0 1 0-1.08l4.5-4.25a.75.75 0 0 1 1.06.02Z" clipRule="evenodd" />
              </svg>
            </button>
            <div className="flex items-center">
              {items.map((item, index) => (
                <button
                  key={item.name}
                  type="button"
                  aria-label={t('home.testimonials.show', { n: number(index + 1), count: number(count) })}
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() =>
                    navigate(() => {
                      setAnimate(true);
                      setPosition(index + 1);
                    })
                  }
                  className="group rounded-full p-2 focus-visible:outline-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-200"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-full transition-all ${index === active ? 'w-7 bg-brand-700 dark:bg-brand-200' : 'w-2.5 bg-stone-300 group-hover:bg-stone-400 dark:bg-stone-600'}`}
                  />
                </button>
              ))}
            </div>
            <button type="button" className={controlButton} aria-label={t('home.testimonials.next')} onClick={() => navigate(() => step(1))}>
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
                <path fillRule="evenodd" d="M7.21 14.77a.75.75 0 0 1 .02-1.06L11.17 10 7.23 6.29a.75.75 0 1 1 1.04-1.08l4.5 4.25a.75.75 0 0 1 0 1.08l-4.5 4.25a.75.75 0 0 1-1.06-.02Z" clipRule="evenodd" />
              </svg>
            </button>
            <button
              type="button"
              className={`${controlButton} ml-2`}
              aria-label={playing ? t('home.testimonials.pause') : t('home.testimonials.resume')}
              onClick={() => setPlaying((p) => !p)}
            >
              {playing ? (
                <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
                  <path d="M5.75 3a.75.75 0 0 0-.75.75v12.5c0 .41.34.75.75.75h1.5a.75.75 0 0 0 .75-.75V3.75A.75.75 0 0 0 7.25 3h-1.5ZM12.75 3a.75.75 0 0 0-.75.75v12.5c0 .41.34.75.75.75h1.5a.75.75 0 0 0 .75-.75V3.75a.75.75 0 0 0-.75-.75h-1.5Z" />
                </svg>
              ) : (
                <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
                  <path d="M6.3 2.84A1.5 1.5 0 0 0 4 4.11v11.78a1.5 1.5 0 0 0 2.3 1.27l9.34-5.89a1.5 1.5 0 0 0 0-2.54L6.3 2.84Z" />
                </svg>
              )}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}

function TestimonialCard({ item }: { item: Testimonial }) {
  const { t } = useT();
  return (
    <figure className="flex h-full flex-col rounded-3xl border border-stone-200 bg-gradient-to-br from-brand-50 to-white p-8 sm:p-10 dark:border-stone-800 dark:from-stone-900 dark:to-stone-950">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-10 text-brand-600 dark:text-brand-500" fill="currentColor">
        <path d="M10 8c-3.3 0-6 2.7-6 6v10h10V14H8c0-1.1.9-2 2-2V8Zm14 0c-3.3 0-6 2.7-6 6v10h10V14h-6c0-1.1.9-2 2-2V8Z" />
      </svg>
      <blockquote className="mt-6 flex-1 text-lg leading-relaxed text-stone-800 sm:text-xl dark:text-stone-100">
        <p>{t(item.text)}</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4">
        <img
          src={item.image}
          alt={t('home.testimonials.portrait', { name: item.name })}
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className="size-14 rounded-full bg-brand-100 object-cover ring-2 ring-white dark:bg-stone-800 dark:ring-stone-800"
        />
        <div>
          <div className="font-bold text-stone-900 dark:text-white">{item.name}</div>
          <div className="text-sm text-stone-600 dark:text-stone-300">{t(item.title)}</div>
        </div>
      </figcaption>
    </figure>
  );
}
