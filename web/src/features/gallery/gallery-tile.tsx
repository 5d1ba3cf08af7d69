import type { Ref } from 'react';
import { useT } from '../../i18n/i18n-context';
import type { GalleryImage } from './gallery-images';

interface GalleryTileProps {
  image: GalleryImage;
  number: number;
  eager: boolean;
  downloading: boolean;
  viewRef?: Ref<HTMLButtonElement>;
  onView: () => void;
  onDownload: () => void;
  onIntent: () => void;
}

// Width of the `srcSmall` rendition the image script writes next to each full-size file.
const SMALL_WIDTH = 480;

const tileButton =
  'inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3.5 py-2 text-sm font-semibold text-stone-900 shadow-md transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-wait disabled:opacity-80';

export function GalleryTile({ image, number, eager, downloading, viewRef, onView, onDownload, onIntent }: GalleryTileProps) {
  const translator = useT();
  const { t } = translator;
  const shown = translator.number(number);
  return (
    <figure
      className="group relative mb-5 break-inside-avoid overflow-hidden rounded-2xl bg-stone-100 shadow-sm dark:bg-stone-800"
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <img
        src={image.srcSmall}
        srcSet={`${image.srcSmall} ${SMALL_WIDTH}w, ${image.src} ${image.width}w`}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="h-auto w-full transition duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
      />
      <figcaption className="sr-only">{image.alt}</figcaption>
      <div className="absolute inset-0 flex items-end justify-between gap-2 bg-gradient-to-t from-black/70 via-black/10 to-transparent p-4 opacity-100 transition-opacity pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100 pointer-fine:group-focus-within:opacity-100">
        <button type="button" className={tileButton} onClick={onView} ref={viewRef} aria-label={t('gallery.view', { number: shown, alt: image.alt })}>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
            <path d="M10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />
            <path fillRule="evenodd" d="M.66 10.59a1.65 1.65 0 0 1 0-1.19A10 10 0 0 1 10 3c4.26 0 7.9 2.66 9.34 6.41.15.38.15.8 0 1.19A10 10 0 0 1 10 17c-4.26 0-7.9-2.66-9.34-6.41ZM14 10a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z" clipRule="evenodd" />
          </svg>
          {t('gallery.viewShort')}
        </button>
        <button
          type="button"
          className={tileButton}
          onClick={onDownload}
          disabled={downloading}
          aria-label={downloading ? t('gallery.downloading', { number: shown }) : t('gallery.download', { number: shown, alt: image.alt })}
        >
          {downloading ? (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 animate-spin" fill="none">
              <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" className="opacity-25" />
              <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            </svg>
          ) : (
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
              <path d="M10.75 2.75a.75.75 0 0 0-1.5 0v8.61L6.3 8.24a.75.75 0 1 0-1.1 1.02l4.25 4.5a.75.75 0 0 0 1.1 0l4.25-4.5a.75.75 0 0 0-1.1-1.02l-2.95 3.12V2.75Z" />
              <path d="M3.5 12.75a.75.75 0 0 0-1.5 0v2.5A2.75 2.75 0 0 0 4.75 18h10.5A2.75 2.75 0 0 0 18 15.25v-2.5a.75.75 0 0 0-1.5 0v2.5c0 .69-.56 1.25-1.25 1.25H4.75c-.69 0-1.25-.56-1.25-1.25v-2.5Z" />
            </svg>
          )}
          {t('gallery.downloadShort')}
        </button>
      </div>
    </figure>
  );
}
