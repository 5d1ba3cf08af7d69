import { MSG } from '@domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { CURRENCY_SYMBOL, STORE_CURRENCY } from '../../lib/store-currency';
import { json, stubApi } from '../../testing/api';
import { englishLeft } from '../../testing/english-left';
import { makeFood } from '../../testing/fixtures';
import { messagesOf } from '../../i18n';
import { renderPage } from '../../testing/render-page';
import AddFoodPage from './add-food-page';
import MyFoodsPage from './my-foods-page';
import UpdateFoodPage from './update-food-page';


// The photo field names the file formats it takes: names, not English words.
const FORMATS = ['JPEG', 'PNG', 'WebP'];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('seller pages in Bangla', () => {
  it('Add Food: Bangla labels and placeholders (Bangla digits), the store currency, a Bangla field error, no English left', async () => {
    const { calls } = stubApi([]);
    const { container } = renderPage(<AddFoodPage />, { path: `/bn${paths.addFood}`, route: `/bn${paths.addFood}`, lang: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'আপনার রান্না সবার সাথে ভাগ করুন' })).toBeInTheDocument();
    expect(screen.getByLabelText('আপনার নাম')).toHaveValue('Alice Cook');
    const price = screen.getByLabelText(`দাম (${CURRENCY_SYMBOL[STORE_CURRENCY]})`);
    expect(price).toHaveAttribute('placeholder', 'যেমন: ১২.৫০');
    expect(screen.getByLabelText('পরিমাণ')).toHaveAttribute('placeholder', 'যেমন: ২৫');
    expect(screen.getByText(/কমপক্ষে ৩২০ × ২৪০ পিক্সেল/)).toBeInTheDocument();
    expect(englishLeft(container, FORMATS)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'খাবার যোগ করুন' }));
    const name = screen.getByLabelText('খাবারের নাম');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    const error = document.getElementById(name.getAttribute('aria-describedby')?.split(' ').pop() ?? '');
    expect(error?.textContent).toBeTruthy();
    expect(error?.textContent).not.toBe(MSG.foodNameRequired);
    expect(calls).toHaveLength(0);
  });

  it('Update Food: Bangla form around the dish, Bangla buttons and links, no English left but the dish', async () => {
    stubApi([['GET', /^\/food\/food-1$/, () => json(makeFood())]]);
    const { container } = renderPage(<UpdateFoodPage />, { path: `/bn${paths.updateFood.pattern}`, route: `/bn${paths.updateFood('food-1')}`, lang: 'bn' });
    expect(await screen.findByLabelText('খাবারের নাম')).toHaveValue('Chicken Biryani');
    expect(screen.getByRole('heading', { level: 1, name: 'আপনার খাবার আরও সুন্দর করুন' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '“Chicken Biryani” সম্পাদনা' })).toBeInTheDocument();
    expect(screen.getByLabelText('সংক্ষিপ্ত বিবরণ').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'বাতিল' })).toHaveAttribute('href', `/bn${paths.myFoods}`);
    expect(englishLeft(container, [...FORMATS, 'Chicken Biryani', makeFood().description])).toEqual([]);
  });

  it('Update Food: a stale save is written in Bangla by its code, not in the API\'s English', async () => {
    stubApi([
      ['GET', /^\/food\/food-1$/, () => json(makeFood())],
      [
        'PUT',
        /^\/update-food\/food-1$/,
        () => json({ message: MSG.stockChanged(2), code: 'stockChanged', params: [2] }, { status: 409 }),
      ],
    ]);
    renderPage(<UpdateFoodPage />, { path: `/bn${paths.updateFood.pattern}`, route: `/bn${paths.updateFood('food-1')}`, lang: 'bn' });
    await userEvent.click(await screen.findByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(messagesOf('bn').stockChanged(2));
    expect(englishLeft(notice)).toEqual([]);
  });

  it('My Foods: prices and stock in Bangla digits, Bangla buttons and dialog, links to Bangla pages', async () => {
    stubApi([['GET', /^\/foods\/.+/, () => json([makeFood(), makeFood({ _id: 'food-2', foodName: 'Beef Tehari', price: 9 })])]]);
    const { container } = renderPage(<MyFoodsPage />, { path: `/bn${paths.myFoods}`, route: `/bn${paths.myFoods}`, lang: 'bn' });
    const rows = await screen.findAllByRole('article');
    expect(screen.getByRole('heading', { level: 1, name: 'আমার খাবারের সংগ্রহ' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/^১২\.৫০/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/স্টকে ৫০টি/)).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: /হালনাগাদ/ })).toHaveAttribute('href', `/bn${paths.updateFood('food-1')}`);
    expect(within(rows[1]!).getByRole('link', { name: 'Beef Tehari' })).toHaveAttribute('href', `/bn${paths.food('food-2')}`);
    expect(englishLeft(container, ['Chicken Biryani', 'Beef Tehari', 'Rice'])).toEqual([]);

    await userEvent.click(within(rows[0]!).getByRole('button', { name: /মুছুন/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('খাবারটি মুছে ফেলবেন?')).toBeInTheDocument();
    expect(within(dialog).getByText('“Chicken Biryani” স্টোর থেকে সরিয়ে ফেলা হবে। এটি আর ফেরানো যাবে না।')).toBeInTheDocument();
  });
});
