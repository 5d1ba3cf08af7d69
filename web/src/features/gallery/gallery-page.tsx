import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { buttonPrimary, container } from '../../components/ui';
import { GALLERY_PAGE_SIZE } from '../../config/ui';
import type { MessageKey } from '../../i18n/areas';
import { useT } from '../../i18n/i18n-context';
import { useMessages } from '../../i18n/use-messages';
import { useTitle } from '../../lib/use-title';
import { downloadImage } from './gallery-download';
import { GALLERY_IMAGES } from './gallery-images';
import { GalleryTile } from './gallery-tile';

const loadLightbox = () => import('./gallery-lightbox');
const GalleryLightbox = lazy(loadLightbox);

// Tiles in the first row of the widest layout may be on screen at load; the rest wait until scrolled to.
const EAGER_TILES = 3;

export default function GalleryPage() {
  const { t, number } = useT();
  const msg = useMessages();
  useTitle(t('gallery.title'));
  // The alt texts in the page's language (gallery-images.ts, generated, has the English), in the images' order.
  const images = useMemo(() => GALLERY_IMAGES.map((image, index) => ({ ...image, alt: t(`gallery.alt${index + 1}` as MessageKey) })), [t]);
  const [visibleCount, setVisibleCount] = useState(GALLERY_PAGE_SIZE);
  // Stays mounted after the first View so the close animation keeps showing the same slide.
  const [lightbox, setLightbox] = useState<{ index: number; open: boolean } | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const viewButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusAfterLoad = useRef<number | null>(null);

  const visible = images.slice(0, visibleCount);
  const slides = useMemo(
    () => images.map((image) => ({ src: image.src, alt: image.alt, width: image.width, height: image.height, thumbnail: image.srcSmall })),
    [images],
  );

  useEffect(() => {
    if (focusAfterLoad.current === null) return;
    viewButtons.current[focusAfterLoad.current]?.focus();
    focusAfterLoad.current = null;
  }, [visibleCount]);

  const loadMore = () => {
    focusAfterLoad.current = visibleCount;
    setVisibleCount((count) => Math.min(count + GALLERY_PAGE_SIZE, GALLERY_IMAGES.length));
  };

  const download = async (index: number, url: string) => {
    setDownloading(index);
    try {
      await downloadImage(url);
    } catch {
      window.alert(msg.downloadFailed);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white py-14 sm:py-20 dark:from-stone-900 dark:to-stone-950">
        <div aria-hidden="true" className="pointer-events-none absolute -left-24 top-0 size-80 rounded-full bg-brand-200/40 blur-3xl dark:bg-brand-800/20" />
        <div className={`${container} relative text-center`}>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700 dark:text-brand-200">{t('gallery.eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl dark:text-white">{t('gallery.heading')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-600 dark:text-stone-300">
            {t('gallery.lead')}
          </p>
        </div>
      </section>

      <section aria-label={t('gallery.images')} className="pb-20 pt-10">
        <div className={container}>
          <div className="columns-1 gap-5 sm:columns-2 lg:columns-3">
            {visible.map((image, index) => (
              <GalleryTile
                key={image.src}
                image={image}
                number={index + 1}
                eager={index < EAGER_TILES}
                downloading={downloading === index}
                viewRef={(node) => {
                  viewButtons.current[index] = node;
                }}
                onView={() => setLightbox({ index, open: true })}
                onDownload={() => void download(index, image.download)}
                onIntent={() => void loadLightbox()}
              />
            ))}
          </div>

          <p role="status" className="sr-only">
            {t('gallery.showing', { shown: number(visible.length), total: number(images.length) })}
          </p>

          {visibleCount < GALLERY_IMAGES.length && (
            <div className="mt-10 flex justify-center">
              <button type="button" className={`${buttonPrimary} px-8 py-3 text-base`} onClick={loadMore}>
                {t('gallery.loadMore')}
              </button>
            </div>
          )}
        </div>
      </section>

      {lightbox && (
        <Suspense fallback={null}>
          <GalleryLightbox
            slides={slides}
            index={lightbox.index}
            open={lightbox.open}
            onClose={() => setLightbox((current) => current && { ...current, open: false })}
          />
        </Suspense>
      )}
    </>
  );
}
