import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPEC_HOURS } from '@domain/hours';
import { DELIVERY_AREAS_MAX } from '@domain/limits';
import { MSG } from '@domain/messages';
import type { DeliveryArea, Kitchen, PublicKitchen } from '@domain/types';
import { paths } from '../../lib/paths';
import { json, type ApiCall } from '../../testing/api';
import { alice } from '../../testing/auth';
import { englishWordsIn, visibleTextOf } from '../../testing/english-words';
import { kitchenWith, stubKitchen } from '../../testing/kitchen';
import { renderPage } from '../../testing/render-page';
import { messagesOf, translatorOf, type Lang } from '../../i18n';
import { kitchenKey as publicKitchenKey } from './cart-api';
import { KitchenPanel } from './kitchen-panel';

// docs/ARCHITECTURE.md §5h on My Sales: the delivery areas with their fees and the minimum order.

afterEach(() => {
  vi.unstubAllGlobals();
});

const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT').map((call) => call.body);

const FOLD = { en: 'Delivery areas and fees', bn: 'ডেলিভারির এলাকা ও চার্জ' } as const;
const SAVE = { en: 'Save delivery', bn: 'ডেলিভারি সংরক্ষণ করুন' } as const;

/** My Sales' kitchen panel with the delivery fold opened; answers its Save button. */
async function openEditor(lang: Lang = 'en') {
  const rendered = renderPage(<KitchenPanel alerts={null} />, { path: paths.mySales, route: paths.mySales, user: alice, lang });
  await userEvent.click(await screen.findByText(FOLD[lang]));
  return { ...rendered, save: await screen.findByRole('button', { name: SAVE[lang] }) };
}

const field = (label: string) => screen.getByLabelText(label);

async function fill(label: string, value: string) {
  await userEvent.clear(field(label));
  if (value) await userEvent.type(field(label), value);
}

async function addArea(n: number, area: string, fee: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Add an area' }));
  expect(field(`Area ${n}`)).toHaveFocus();
  await userEvent.type(field(`Area ${n}`), area);
  if (fee) await userEvent.type(field(`Fee for area ${n} ($)`), fee);
}

describe('the delivery areas editor', () => {
  it('says plainly that no areas means every area for free, then saves two areas with fees and a minimum in one PUT', async () => {
    const { calls, save, queryClient } = await stubAndOpen(kitchenWith());
    const fold = screen.getByText(FOLD.en).closest('details') as HTMLElement;
    expect(within(fold).getByText('Delivers to every area, free')).toBeInTheDocument();
    expect(within(fold).getByText('No areas listed: you deliver to every area, for free.')).toBeInTheDocument();
    expect(within(fold).queryByRole('list', { name: 'Your delivery areas' })).toBeNull();
    // The buyer's cart holds this kitchen's terms: a save must make it read them again.
    const terms: PublicKitchen = { userName: 'Alice Cook', open: true, deliveryAreas: [], minimumOrder: 0, hours: SPEC_HOURS, closedDates: [] };
    queryClient.setQueryData(publicKitchenKey(alice.uid), terms);

    await addArea(1, 'Gulshan', '60');
    await addArea(2, ' Dhanmondi ', '40.5');
    expect(within(screen.getByRole('list', { name: 'Your delivery areas' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Buyers can order delivery only to the areas below.')).toBeInTheDocument();
    await userEvent.type(field('Minimum order for delivery ($)'), '300');
    await userEvent.click(save);

    expect(await screen.findByText('Delivery areas and fees saved.')).toBeInTheDocument();
    expect(puts(calls)).toEqual([
      {
        deliveryAreas: [
          { area: 'Gulshan', fee: 60 },
          { area: 'Dhanmondi', fee: 40.5 },
        ],
        minimumOrder: 300,
      },
    ]);
    expect(await within(fold).findByText('Delivers to 2 areas; minimum order $300.00')).toBeInTheDocument();
    expect(queryClient.getQueryState(publicKitchenKey(alice.uid))?.isInvalidated).toBe(true);
    // The editor shows what was saved, and focus is back on Save.
    expect(field('Fee for area 2 ($)')).toHaveValue(40.5);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save delivery' })).toHaveFocus());
  });

  it('shows the saved areas, changes a fee, removes an area by its name and clears the minimum', async () => {
    const areas: DeliveryArea[] = [
      { area: 'Gulshan', fee: 60 },
      { area: 'Banani', fee: 50 },
      { area: 'Uttara', fee: 80 },
    ];
    const { calls, save } = await stubAndOpen(kitchenWith({ deliveryAreas: areas, minimumOrder: 500 }));
    expect(screen.getByText('Delivers to 3 areas; minimum order $500.00')).toBeInTheDocument();
    expect(field('Area 2')).toHaveValue('Banani');
    expect(field('Fee for area 2 ($)')).toHaveValue(50);
    expect(field('Minimum order for delivery ($)')).toHaveValue(500);

    await fill('Fee for area 1 ($)', '70');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Banani' }));
    expect(screen.queryByDisplayValue('Banani')).toBeNull();
    // Focus takes the removed row's place: the next row's Remove.
    expect(screen.getByRole('button', { name: 'Remove Uttara' })).toHaveFocus();
    expect(field('Area 2')).toHaveValue('Uttara');
    await fill('Minimum order for delivery ($)', '');
    await userEvent.click(save);

    expect(await screen.findByText('Delivery areas and fees saved.')).toBeInTheDocument();
    expect(puts(calls)).toEqual([
      {
        deliveryAreas: [
          { area: 'Gulshan', fee: 70 },
          { area: 'Uttara', fee: 80 },
        ],
        minimumOrder: 0,
      },
    ]);
    expect(await screen.findByText('Delivers to 2 areas')).toBeInTheDocument();
  });

  it('removing every area sends [] and says the kitchen delivers everywhere again', async () => {
    const { calls, save } = await stubAndOpen(kitchenWith({ deliveryAreas: [{ area: 'Mirpur', fee: 30 }] }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Mirpur' }));
    expect(screen.getByRole('button', { name: 'Add an area' })).toHaveFocus();
    expect(screen.getByText('No areas listed: you deliver to every area, for free.')).toBeInTheDocument();
    await userEvent.click(save);
    expect(await screen.findByText('Delivery areas and fees saved.')).toBeInTheDocument();
    expect(puts(calls)).toEqual([{ deliveryAreas: [], minimumOrder: 0 }]);
    expect(await screen.findByText('Delivers to every area, free')).toBeInTheDocument();
  });

  it('checks every row with the domain rules before sending: errors under their fields, focus on the first, nothing sent', async () => {
    const { calls, save } = await stubAndOpen(kitchenWith());
    await addArea(1, 'G', '1001');
    await addArea(2, 'gulshan', '12.345');
    await addArea(3, '  Gulshan ', '');
    await userEvent.type(field('Minimum order for delivery ($)'), '100001');
    // Nothing is judged as a field loses focus (Save stays where the finger is).
    await userEvent.tab();
    expect(screen.queryByText(MSG.deliveryFeeInvalid)).toBeNull();
    await userEvent.click(save);

    await waitFor(() => expect(field('Area 1')).toHaveAccessibleDescription(MSG.areaMin));
    expect(field('Area 1')).toHaveFocus();
    expect(field('Area 1')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Fee for area 1 ($)')).toHaveAccessibleDescription(MSG.deliveryFeeInvalid);
    expect(field('Area 2')).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('Fee for area 2 ($)')).toHaveAccessibleDescription(MSG.deliveryFeeInvalid);
    // Compared as the API compares areas: case and spaces do not make another one.
    expect(field('Area 3')).toHaveAccessibleDescription(MSG.deliveryAreaTwice);
    expect(field('Fee for area 3 ($)')).toHaveAccessibleDescription(MSG.deliveryFeeInvalid);
    expect(field('Minimum order for delivery ($)')).toHaveAccessibleDescription(`Blank or 0: no minimum. It counts the dishes, before the delivery fee. ${MSG.minimumOrderInvalid}`);
    expect(puts(calls)).toEqual([]);

    // Fixed, and sent.
    await fill('Area 1', 'Gulshan 1');
    await fill('Fee for area 1 ($)', '1000');
    await fill('Fee for area 2 ($)', '12.35');
    await fill('Area 3', 'Gulshan 2');
    await fill('Fee for area 3 ($)', '0');
    await fill('Minimum order for delivery ($)', '100000');
    await userEvent.click(save);
    expect(await screen.findByText('Delivery areas and fees saved.')).toBeInTheDocument();
    expect(puts(calls)).toEqual([
      {
        deliveryAreas: [
          { area: 'Gulshan 1', fee: 1000 },
          { area: 'gulshan', fee: 12.35 },
          { area: 'Gulshan 2', fee: 0 },
        ],
        minimumOrder: 100000,
      },
    ]);
  });

  it("puts the server's field errors (400) on their row, keeps what was typed, and drops an error once its field changes", async () => {
    const kitchen = kitchenWith({ deliveryAreas: [{ area: 'Gulshan', fee: 60 }] });
    const { calls, save } = await stubAndOpen(kitchen, () =>
      json(
        { message: MSG.invalidInput, code: 'invalidInput', errors: { 'deliveryAreas.1.area': MSG.deliveryAreaTwice }, fieldCodes: { 'deliveryAreas.1.area': { code: 'deliveryAreaTwice' } } },
        { status: 400 },
      ),
    );
    await addArea(2, 'Banani', '50');
    await userEvent.click(save);

    expect(await screen.findByText(MSG.invalidInput)).toBeInTheDocument();
    await waitFor(() => expect(field('Area 2')).toHaveAccessibleDescription(MSG.deliveryAreaTwice));
    expect(field('Area 2')).toHaveFocus();
    expect(field('Area 1')).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('Fee for area 2 ($)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('Area 2')).toHaveValue('Banani');
    expect(screen.getByText('Delivers to 1 area')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(1);

    await userEvent.type(field('Area 2'), ' North');
    expect(field('Area 2')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('a list-wide refusal from the server shows under the list', async () => {
    const { save } = await stubAndOpen(kitchenWith({ deliveryAreas: [{ area: 'Gulshan', fee: 60 }] }), () =>
      json({ message: MSG.invalidInput, errors: { deliveryAreas: MSG.deliveryAreasMax } }, { status: 400 }),
    );
    await userEvent.click(save);
    const list = await screen.findByRole('list', { name: 'Your delivery areas' });
    await waitFor(() => expect(list).toHaveAccessibleDescription(MSG.deliveryAreasMax));
  });

  it(`stops offering another area at ${DELIVERY_AREAS_MAX}`, async () => {
    const areas = Array.from({ length: DELIVERY_AREAS_MAX }, (_, index) => ({ area: `Area number ${index + 1}`, fee: index }));
    await stubAndOpen(kitchenWith({ deliveryAreas: areas }));
    expect(screen.getByRole('button', { name: 'Add an area' })).toBeDisabled();
    expect(screen.getByText(`A kitchen lists at most ${DELIVERY_AREAS_MAX} areas.`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Area number 30' }));
    expect(screen.getByRole('button', { name: 'Add an area' })).toBeEnabled();
  });

  it('offers the Dhaka areas as suggestions and names a blank row by its number', async () => {
    await stubAndOpen(kitchenWith());
    await userEvent.click(screen.getByRole('button', { name: 'Add an area' }));
    const list = document.getElementById(field('Area 1').getAttribute('list') ?? '');
    expect(list?.tagName).toBe('DATALIST');
    expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)).toContain('Dhanmondi');
    expect(screen.getByRole('button', { name: 'Remove area 1' })).toBeInTheDocument();
    // A dollar store's example fee is dollar-sized (a taka store's is 60.00).
    expect(field('Fee for area 1 ($)')).toHaveAttribute('placeholder', 'e.g. 2.50');
  });
});

describe('the delivery areas editor in Bangla', () => {
  it('shows its texts, numbers and errors in Bangla and takes a fee typed in Bangla digits', async () => {
    const bn = messagesOf('bn');
    const { price } = translatorOf('bn');
    const { calls, save } = await stubAndOpen(kitchenWith({ deliveryAreas: [{ area: 'Gulshan', fee: 60 }], minimumOrder: 300 }), undefined, 'bn');
    const fold = screen.getByText(FOLD.bn).closest('details') as HTMLElement;
    expect(within(fold).getByText(`১টি এলাকায় ডেলিভারি; ন্যূনতম অর্ডার ${price(300)}`)).toBeInTheDocument();
    expect(within(fold).getByRole('list', { name: 'আপনার ডেলিভারির এলাকা' })).toBeInTheDocument();
    expect(field('এলাকা ১')).toHaveValue('Gulshan');
    expect(screen.getByRole('button', { name: 'Gulshan সরান' })).toBeInTheDocument();
    expect(englishWordsIn(visibleTextOf(fold), ['Gulshan'])).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'এলাকা যোগ করুন' }));
    expect(within(fold).getByText('ক্রেতারা শুধু নিচের এলাকাগুলোতে ডেলিভারি অর্ডার করতে পারবেন।')).toBeInTheDocument();
    await userEvent.type(field('এলাকা ২'), 'Banani');
    await userEvent.type(field('এলাকা ২-এর চার্জ ($)'), '১০০১');
    expect(field('এলাকা ২-এর চার্জ ($)')).toHaveAttribute('placeholder', 'যেমন: ২.৫০');
    expect(field('এলাকা ২-এর চার্জ ($)')).toHaveValue(1001);
    await userEvent.click(save);
    await waitFor(() => expect(field('এলাকা ২-এর চার্জ ($)')).toHaveAccessibleDescription(bn.deliveryFeeInvalid));
    expect(puts(calls)).toEqual([]);

    await fill('এলাকা ২-এর চার্জ ($)', '৭০');
    await userEvent.click(save);
    expect(await screen.findByText('ডেলিভারির এলাকা ও চার্জ সংরক্ষিত হয়েছে।')).toBeInTheDocument();
    expect(puts(calls)).toEqual([
      {
        deliveryAreas: [
          { area: 'Gulshan', fee: 60 },
          { area: 'Banani', fee: 70 },
        ],
        minimumOrder: 300,
      },
    ]);
  });

  it('says no areas plainly in Bangla', async () => {
    await stubAndOpen(kitchenWith(), undefined, 'bn');
    const fold = screen.getByText(FOLD.bn).closest('details') as HTMLElement;
    expect(within(fold).getByText('সব এলাকায় ফ্রি ডেলিভারি')).toBeInTheDocument();
    expect(within(fold).getByText('কোনো এলাকা দেওয়া নেই: আপনি সব এলাকায় ফ্রি ডেলিভারি দেন।')).toBeInTheDocument();
    expect(englishWordsIn(visibleTextOf(fold))).toEqual([]);
  });
});

async function stubAndOpen(kitchen: Kitchen, put?: (body: Partial<Kitchen>) => Response, lang: Lang = 'en') {
  const { calls } = stubKitchen(kitchen, put);
  return { calls, ...(await openEditor(lang)) };
}
