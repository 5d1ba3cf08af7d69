import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '@domain/types';
import { translatorOf } from '../../i18n';
import { paths } from '../../lib/paths';
import { json, stubApi } from '../../testing/api';
import { alice, bob } from '../../testing/auth';
import { englishWordsIn, visibleTextOf } from '../../testing/english-words';
import { makeFood } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import AllFoodsPage from './all-foods-page';
import FoodDetailPage from './food-detail-page';

// Issue 31: All Foods and a dish's page in Bangla at /bn/foods and /bn/food/:id (docs/ARCHITECTURE.md §5i).

afterEach(() => vi.unstubAllGlobals());

const bn = translatorOf('bn');
const CATEGORIES = [
  { category: 'Rice', count: 4 },
  { category: 'Dessert', count: 1 },
];
const FOODS = [makeFood({ price: 1250, rating: { average: 4.33, count: 12 } }), makeFood({ _id: 'food-2', foodName: 'Beef Tehari', price: 9, foodOrigin: 'Dhaka' })];
const foodContent = (food: ReturnType<typeof makeFood>) => [food.foodName, food.category ?? '', food.foodOrigin, food.description, food.buyer?.userName ?? ''];

/** The page's own text (not the test's location probe, nor the app's toast container). */
const pageText = () =>
  [...document.querySelectorAll('section')]
    .filter((section) => !section.parentElement?.closest('section') && !section.getAttribute('aria-label')?.startsWith('Notifications'))
    .map(visibleTextOf)
    .join(' ');
const renderFoods = (route = '/bn/foods') => renderPage(<AllFoodsPage />, { path: '/bn/foods', route, lang: 'bn' });
const renderDish = (user = bob) => renderPage(<FoodDetailPage />, { path: '/bn/food/:id', route: '/bn/food/food-1', lang: 'bn', user });

describe('All Foods in Bangla', () => {
  it('shows its texts, sort options, chips, counts and prices in Bangla, its links to Bangla pages', async () => {
    stubApi([
      ['GET', /^\/categories$/, () => json(CATEGORIES)],
      ['GET', /^\/foods$/, () => json(FOODS)],
    ]);
    renderFoods();
    expect(screen.getByRole('status')).toHaveTextContent('খাবার লোড হচ্ছে...');
    const cards = await screen.findAllByRole('article');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ঘুরে দেখুন আমাদের রান্নার জগৎ');
    expect(screen.getByRole('heading', { name: 'সব পদ' })).toBeInTheDocument();
    expect(screen.getByText('২টি পদ দেখানো হচ্ছে')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'নাম দিয়ে খাবার খুঁজুন' })).toHaveAttribute('placeholder', 'খাবারের নাম লিখে খুঁজুন...');
    expect(screen.getByRole('search')).toHaveAttribute('action', '/bn/foods');
    const sort = screen.getByRole('combobox', { name: 'সাজান' });
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual(['নতুন আগে', 'দাম: কম থেকে বেশি', 'দাম: বেশি থেকে কম', 'সবচেয়ে জনপ্রিয়', 'সেরা রেটিং']);
    const chips = within(await screen.findByRole('group', { name: 'ধরন অনুযায়ী বাছাই' }));
    expect(await chips.findByRole('button', { name: 'সব ৫ পদ' })).toHaveAttribute('aria-pressed', 'true');
    expect(chips.getByRole('button', { name: 'Rice ৪ পদ' })).toBeInTheDocument();

    const first = within(cards[0]!);
    expect(first.getByText('উৎস: Bangladesh')).toBeInTheDocument();
    expect(first.getByText('১,২৫০.০০$')).toBeInTheDocument();
    expect(first.getByText('১২টি রিভিউ')).toBeInTheDocument();
    const purchase = first.getByRole('link', { name: /^কিনুন/ });
    expect(purchase).toHaveAttribute('href', '/bn/food/food-1');
    expect(purchase).toHaveTextContent('কিনুন Chicken Biryani');
    expect(within(cards[1]!).getByText('৯.০০$')).toBeInTheDocument();

    const text = pageText();
    expect(englishWordsIn(text, [...FOODS.flatMap(foodContent), ...CATEGORIES.map((item) => item.category)])).toEqual([]);
    expect(text).not.toMatch(/[0-9]/);
  });

  it('names a search in a category, and says so in Bangla when nothing matches', async () => {
    stubApi([
      ['GET', /^\/categories$/, () => json(CATEGORIES)],
      ['GET', /^\/foods$/, () => json([])],
    ]);
    renderFoods('/bn/foods?q=biryani&category=Rice');
    expect(await screen.findByRole('heading', { name: 'কোনো খাবার পাওয়া যায়নি' })).toBeInTheDocument();
    expect(screen.getByText('অন্যভাবে খুঁজে দেখুন, অথবা পরে আবার দেখুন।')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Rice-এ “biryani”-এর ফলাফল' })).toBeInTheDocument();
    expect(englishWordsIn(pageText(), ['Rice', 'Dessert', 'biryani'])).toEqual([]);
  });

  it('says a failed load in Bangla, with a Bangla Try again', async () => {
    stubApi([
      ['GET', /^\/categories$/, () => json(CATEGORIES)],
      ['GET', /^\/foods$/, () => json({ message: 'Something went wrong.' }, { status: 500 })],
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFoods();
    expect(await screen.findByRole('heading', { name: 'কোনো খাবার পাওয়া যায়নি: পদগুলো লোড করা গেল না' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
  });
});

const review = (n: number, overrides: Partial<Review> = {}): Review => ({
  _id: `review-${n}`,
  rating: 4,
  text: `Tasty ${n}`,
  createdAt: `2024-02-1${n}T10:00:00.000Z`,
  reviewer: { userName: `Diner ${n}`, photo: '' },
  ...overrides,
});

describe('a dish page in Bangla', () => {
  const dish = makeFood({ quantity: 7, rating: { average: 4.33, count: 12 } });
  const stubDish = (reviews: Review[]) =>
    stubApi([
      ['GET', /^\/food\/food-1$/, () => json(dish)],
      ['GET', /^\/food\/food-1\/reviews$/, () => json(reviews)],
    ]);

  it('shows its labels, stock, price, rating and review dates in Bangla', async () => {
    stubDish([review(1, { reply: { text: 'Thanks', at: '2024-02-12T10:00:00.000Z' } }), review(2)]);
    renderDish();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chicken Biryani' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সব খাবারে ফিরে যান' })).toHaveAttribute('href', '/bn/foods');
    expect(screen.getByText('Alice Cook').parentElement).toHaveTextContent('Alice Cook যোগ করেছেন');
    expect(screen.getByText('৭টি পাওয়া যাচ্ছে')).toBeInTheDocument();
    expect(screen.getByText('দাম').nextElementSibling).toHaveTextContent('১২.৫০$');
    expect(screen.getByText('উৎস')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'এখনই কিনুন' })).toHaveAttribute('href', '/bn/foodPurchase/food-1');
    expect(screen.getByRole('button', { name: 'কার্টে যোগ করুন: Chicken Biryani' })).toBeInTheDocument();

    const reviews = within(screen.getByRole('region', { name: 'রিভিউ' }));
    const first = within(await reviews.findByRole('article', { name: 'Diner 1-এর রিভিউ' }));
    expect(first.getByText(bn.date('2024-02-11T10:00:00.000Z'))).toBeInTheDocument();
    expect(bn.date('2024-02-11T10:00:00.000Z')).toMatch(/^১১ .+ ২০২৪$/);
    expect(first.getByRole('img', { name: '৫-এর মধ্যে ৪ তারা' })).toBeInTheDocument();
    expect(first.getByText('Alice Cook-এর উত্তর')).toBeInTheDocument();
    expect(reviews.getAllByText('১২টি রিভিউ').length).toBeGreaterThan(0);

    const text = pageText();
    expect(englishWordsIn(text, [...foodContent(dish), 'Diner', 'Tasty', 'Thanks', /* initials */ 'A', 'D'])).toEqual([]);
    expect(text.replace(/Diner \d|Tasty \d/g, '')).not.toMatch(/[0-9]/);
  });

  it('says no reviews and sold out in Bangla', async () => {
    stubApi([
      ['GET', /^\/food\/food-1$/, () => json({ ...dish, quantity: 0, rating: { average: 0, count: 0 } })],
      ['GET', /^\/food\/food-1\/reviews$/, () => json([])],
    ]);
    renderDish();
    expect(await screen.findByRole('button', { name: 'স্টকে নেই' })).toBeDisabled();
    expect(screen.getByText('পাওয়া যাচ্ছে না')).toBeInTheDocument();
    expect(await screen.findByText('এখনও কোনো রিভিউ নেই। অর্ডার সম্পন্ন হলে ক্রেতারা এই পদের রেটিং দিতে পারবেন।')).toBeInTheDocument();
  });

  // The form itself builds its schema from the Bangla MSG (catalogs/bn/errors.json, written in another branch).
  it('gives its seller the edit link and a Bangla Reply', async () => {
    stubDish([review(1)]);
    renderDish(alice);
    expect(await screen.findByText('এটি আপনার পদ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'আপনার পদ সম্পাদনা করুন' })).toHaveAttribute('href', `/bn${paths.updateFood('food-1')}`);
    expect(await screen.findByRole('button', { name: 'Diner 1-কে উত্তর দিন' })).toHaveTextContent(/^উত্তর দিন$/);
  });
});
