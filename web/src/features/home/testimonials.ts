import type { MessageKey } from '../../i18n';
import { TESTIMONIAL_AVATARS } from './home-images';

/** A client's words: `text` and `title` are message ids (home.testimonials.*), the name stays as the client writes it. */
export interface Testimonial {
  text: MessageKey;
  name: string;
  title: MessageKey;
  image: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    text: 'home.testimonials.nusratText',
    name: 'Nusrat Jahan',
    title: 'home.testimonials.nusratTitle',
    image: TESTIMONIAL_AVATARS[0] ?? '',
  },
  {
    text: 'home.testimonials.arifText',
    name: 'Arif Rahman',
    title: 'home.testimonials.arifTitle',
    image: TESTIMONIAL_AVATARS[1] ?? '',
  },
  {
    text: 'home.testimonials.farhanaText',
    name: 'Farhana Akter',
    title: 'home.testimonials.farhanaTitle',
    image: TESTIMONIAL_AVATARS[2] ?? '',
  },
];
