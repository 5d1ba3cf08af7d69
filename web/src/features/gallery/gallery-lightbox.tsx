import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import { useT } from '../../i18n/i18n-context';
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';

interface GalleryLightboxProps {
  slides: SlideImage[];
  index: number;
  open: boolean;
  onClose: () => void;
}

/** Loaded on demand: the lightbox and its CSS stay out of the gallery's first paint. */
export default function GalleryLightbox({ slides, index, open, onClose }: GalleryLightboxProps) {
  const { t } = useT();
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Thumbnails, Zoom, Fullscreen]}
      thumbnails={{ border: 0, borderRadius: 4, padding: 8, gap: 16, width: 120, height: 80 }}
      zoom={{
        zoomInMultiplier: 2,
        maxZoomPixelRatio: 1,
        doubleTapDelay: 300,
        doubleClickDelay: 500,
        keyboardMoveDistance: 50,
      }}
      labels={{
        Lightbox: t('gallery.viewer'),
        Previous: t('gallery.previous'),
        Next: t('gallery.next'),
        Close: t('gallery.close'),
        Slide: t('gallery.slide'),
        Carousel: t('gallery.carousel'),
        'Photo gallery': t('gallery.photoGallery'),
        '{index} of {total}': t('gallery.slideOf'),
        'Zoom in': t('gallery.zoomIn'),
        'Zoom out': t('gallery.zoomOut'),
        'Enter Fullscreen': t('gallery.enterFullscreen'),
        'Exit Fullscreen': t('gallery.exitFullscreen'),
        Thumbnails: t('gallery.thumbnails'),
        'Show thumbnails': t('gallery.showThumbnails'),
        'Hide thumbnails': t('gallery.hideThumbnails'),
      }}
    />
  );
}
