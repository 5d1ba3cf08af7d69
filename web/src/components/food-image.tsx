import { useCallback, useState, type ImgHTMLAttributes } from 'react';
import { photoSrcSet } from '@domain/photos';
import { FoodPlaceholderArt } from './food-placeholder-art';

type FoodImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  src: string;
  alt: string;
  /** Layout width in CSS pixels the image is shown at, used to pick the srcset candidate. */
  sizes?: string;
  /** Above-the-fold images load eagerly; everything else is lazy. */
  priority?: boolean;
  /**
   * `cover` (cards: the 4:3 box filled, a portrait cropped) or `contain` (where the photo is the page's subject: the
   * whole photo inside the 4:3 box, a portrait with bands at its sides).
   */
  fit?: 'cover' | 'contain';
};

/** How wide a food photo is shown in a card grid and on its detail page (index.html preloads with the same). */
export const FOOD_CARD_IMAGE_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';
export const FOOD_DETAIL_IMAGE_SIZES = '(min-width: 1024px) 50vw, 100vw';

// Seed images are served by the app in two widths: /images/foods/<key>-400.webp and -800.webp.
const SEED_IMAGE = /^\/images\/foods\/([\w-]+)-(400|800)\.webp$/;

/** The responsive candidates of a food image: a seed image's two widths, or every variant of an uploaded photo. */
export function foodImageSrcSet(src: string): string | undefined {
  const match = SEED_IMAGE.exec(src);
  if (!match) return photoSrcSet(src);
  return `/images/foods/${match[1]}-400.webp 400w, /images/foods/${match[1]}-800.webp 800w`;
}

/**
 * A 4:3 food photo (cropped to fill, or whole: `fit`) with fixed intrinsic size (no layout shift) and responsive candidates for seed images and
 * uploaded photos (their URL names their variants, domain/photos.ts). A photo
 * that fails to load (a dead link a seller typed) gives way to the app's placeholder art, not a broken-image icon.
 */
export function FoodImage({ src, alt, sizes = FOOD_CARD_IMAGE_SIZES, priority = false, fit = 'cover', className, onError, ...rest }: FoodImageProps) {
  // Keyed by src: a new photo gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // A photo of a server-rendered page may have failed before the app took the page over: its error event went
  // unheard, so the image says so itself (loaded, yet nothing to show).
  const failedEarly = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.naturalHeight === 0) setFailedSrc(src);
    },
    [src],
  );
  const srcSet = foodImageSrcSet(src);
  if (failedSrc === src) return <FoodPlaceholderArt label={alt} className={className} />;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={800}
      height={600}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={`aspect-[4/3] w-full ${fit === 'contain' ? 'object-contain' : 'object-cover'} ${className ?? ''}`}
      ref={failedEarly}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
      {...rest}
    />
  );
}
