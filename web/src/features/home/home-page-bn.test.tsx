import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TopFood } from '@domain/types';
import { translatorOf } from '../../i18n';
import { json, stubApi } from '../../testing/api';
import { bob } from '../../testing/auth';
import { englishWordsIn, visibleTextOf } from '../../testing/english-words';
import { renderPage } from '../../testing/render-page';
import { CATERING_IMAGE, HERO_IMAGE } from './home-images';
import HomePage from './home-page';
import { TESTIMONIALS } from './testimonials';

// Issue 31: the home page in Bangla at /bn/ (docs/ARCHITECTURE.md §5i).

const cook = { uid: 'u-cook', userName: 'Cook', photo: '' };
const FOODS: TopFood[] = [
  { _id: 'f1', foodName: 'Kacchi Biryani', foodImage: '/images/foods/kacchi-400.webp', foodCategory: 'Rice', description: 'Slow-cooked mutton and rice.', price: 1250, quantity: 10, kitchenOpen: true, rating: { average: 4.67, count: 3 }, buyer: cook },
  { _id: 'f2', foodName: 'Beef Bhuna', foodImage: '/images/foods/bhuna-400.webp', foodCategory: 'Curry', description: 'Rich and spicy.', price: 9, quantity: 10, kitchenOpen: true, rating: { average: 0, count: 0 }, buyer: cook },
];
/** What the sellers typed and the clients' names: user content, shown as stored. */
const USER_CONTENT = [...FOODS.flatMap((food) => [food.foodName, food.foodCategory, food.description]), ...TESTIMONIALS.map((item) => item.name)];

afterEach(() => vi.unstubAllGlobals());

describe('the home page in Bangla', () => {
  it('shows every text in Bangla, prices and counts in Bangla digits, links to the Bangla pages', async () => {
    stubApi([['GET', /^\/top-foods$/, () => json(FOODS)]]);
    renderPage(<HomePage topFoods={FOODS} />, { path: '/bn/', route: '/bn/', lang: 'bn', user: bob });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ঐতিহ্যের স্বাদ নিন, অনুভব করুন নতুনত্ব।');
    expect(screen.getByRole('img', { name: /^বাংলাদেশি খাবারের আয়োজন/ })).toHaveAttribute('src', HERO_IMAGE.src);
    expect(screen.getByRole('link', { name: 'সব খাবার ঘুরে দেখুন' })).toHaveAttribute('href', '/bn/foods');
    expect(screen.getByRole('link', { name: 'গ্যালারি দেখুন' })).toHaveAttribute('href', '/bn/gallery');
    expect(screen.getByRole('heading', { name: '৪টি সহজ ধাপে পেয়ে যান আপনার খাবার' })).toBeInTheDocument();
    expect(screen.getAllByText('ধাপ', { exact: false, selector: '.sr-only' })[0]!.parentElement).toHaveTextContent('ধাপ ০১');

    const cards = screen.getAllByRole('article');
    const first = within(cards[0]!);
    expect(first.getByText('১,২৫০.০০$')).toBeInTheDocument();
    expect(first.getByText('৩টি রিভিউ')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'রেটিং ৫-এর মধ্যে ৪.৭' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Rice-এর সব পদ' })).toHaveAttribute('href', '/bn/foods?category=Rice');
    expect(first.getByRole('link', { name: 'Kacchi Biryani-এর বিস্তারিত' })).toHaveAttribute('href', '/bn/food/f1');
    expect(first.getByRole('button', { name: 'কার্টে যোগ করুন: Kacchi Biryani' })).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'গ্রাহকদের মতামত' })).toHaveAttribute('aria-roledescription', 'ক্যারোসেল');
    expect(screen.getByRole('group', { name: '৩টির মধ্যে ১' })).toHaveTextContent(translatorOf('bn').t(TESTIMONIALS[0]!.text));
    expect(screen.getByRole('link', { name: 'অর্ডার করুন' })).toHaveAttribute('href', '/bn/foods');

    // The page's own sections (not the test's location probe, nor the app's toast container).
    const sections = [...document.querySelectorAll('section[aria-labelledby]')];
    expect(sections).toHaveLength(5);
    const text = sections.map(visibleTextOf).join(' ');
    expect(englishWordsIn(text, USER_CONTENT)).toEqual([]);
    // Latin digits only in the paths of links and images, none in the text.
    expect(text).not.toMatch(/[0-9]/);
  });

  it('keeps the generated image alt texts as the English catalog says them', () => {
    const en = translatorOf('en');
    expect(en.t('home.hero.imageAlt')).toBe(HERO_IMAGE.alt);
    expect(en.t('home.catering.imageAlt')).toBe(CATERING_IMAGE.alt);
  });
});
