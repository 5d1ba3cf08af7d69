import { TESTIMONIAL_AVATARS } from './home-images';

export interface Testimonial {
  text: string;
  name: string;
  title: string;
  image: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    text: 'The kacchi biryani tastes exactly like my grandmother’s, and it arrived hot in under forty minutes. Food Store has become our Friday night ritual.',
    name: 'Nusrat Jahan',
    title: 'Architect, Dhanmondi',
    image: TESTIMONIAL_AVATARS[0] ?? '',
  },
  {
    text: 'We ordered catering for a team lunch of sixty people. Every tray was on time, beautifully packed and gone in minutes. Effortless from start to finish.',
    name: 'Arif Rahman',
    title: 'Operations Lead, Gulshan',
    image: TESTIMONIAL_AVATARS[1] ?? '',
  },
  {
    text: 'I love that home cooks can sell here too. I found the best shorshe ilish in the city from a cook two streets away. Fresh, honest and full of flavour.',
    name: 'Farhana Akter',
    title: 'Food Blogger, Uttara',
    image: TESTIMONIAL_AVATARS[2] ?? '',
  },
];
