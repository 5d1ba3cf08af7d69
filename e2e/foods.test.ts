import type { Page } from 'playwright-core';
import { ApiClient, sampleFood } from './support/api.js';
import { createAccount } from './support/auth-emulator.js';
import { uniqueTag } from './support/env.js';
import { describe, expect, test } from './support/fixtures.js';
import { eventually, expectToast, focused, gone, openAccountMenu, pathOf, seenOnce, signIn, toast, visible, waitForPath } from './support/ui.js';

const ORDER_DATE = /Ordered on:\s*[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M Dhaka time/;

function mainNavLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
}

/** The card or row (an <article>) whose heading is the food's name. */
function itemCard(page: Page, foodName: string) {
  return page.locator('article').filter({ has: page.getByRole('heading', { name: foodName, exact: true }) });
}

async function quantityMessage(page: Page, value: string, message: string): Promise<void> {
  const quantity = page.getByLabel('Quantity', { exact: true });
  await quantity.fill(value);
  await quantity.blur();
  await seenOnce(page, message);
}

describe('foods and orders', () => {
  test('add a food, find it by a case-changed substring, edit it; the owner cannot buy it', async ({ journey }) => {
    const owner = await createAccount('Olive Owner', 'owner');
    const page = await journey.newPage();
    await signIn(page, owner.email);

    await openAccountMenu(page, owner.name, owner.email);
    await page.getByRole('link', { name: 'Add a Food Item', exact: true }).click();
    await waitForPath(page, '/add-food');
    await eventually(() => page.title()).toBe('Add New Food');
    await visible(page.getByRole('heading', { name: 'Share Your Culinary Creation' }));
    expect(await page.getByLabel('Your Name', { exact: true }).inputValue()).toBe(owner.name);
    expect(await page.getByLabel('Your Email', { exact: true }).inputValue()).toBe(owner.email);

    const name = `Smoky Jackfruit Biryani E2E${uniqueTag()}`;
    const food = sampleFood(name, { category: 'Rice', quantity: 30, price: 12.5, foodImage: '/images/foods/kacchi-biryani-800.webp' });
    await page.getByLabel('Food Name', { exact: true }).fill(food.foodName);
    await page.getByLabel('Food Image (URL)', { exact: true }).fill(food.foodImage);
    await page.getByLabel('Category', { exact: true }).fill(food.category);
    await page.getByLabel('Food Origin', { exact: true }).fill(food.foodOrigin);
    await page.getByLabel('Quantity', { exact: true }).fill(String(food.quantity));
    await page.getByLabel('Price ($)', { exact: true }).fill('12.50');
    await page.getByLabel('Description', { exact: true }).fill(food.description);
    await page.getByRole('button', { name: 'Add Food', exact: true }).click();

    await expectToast(page, 'Food Added Successfully!', 'success');
    await waitForPath(page, '/my-foods');
    await visible(page.getByRole('heading', { name: 'My Food Collection' }));
    await visible(itemCard(page, name));
    await visible(itemCard(page, name).getByText('$12.50', { exact: true }));

    const api = await ApiClient.signIn(owner.email);
    const added = (await api.myFoods(owner.email)).find((item) => item.foodName === name);
    expect(added).toMatchObject({ price: 12.5, quantity: 30, purchaseCount: 0, category: 'Rice', buyer: { uid: owner.uid, userName: owner.name } });
    const id = added?._id ?? '';

    await mainNavLink(page, 'All Foods').click();
    await waitForPath(page, '/foods');
    await page.getByPlaceholder('Search by food name...').fill('JACKFRUIT biry');
    await visible(page.getByRole('heading', { name: 'Results for “JACKFRUIT biry”' }));
    await visible(itemCard(page, name));
    // Every card shown matches, once the previous (unfiltered) results have been replaced.
    await eventually(async () => {
      const shown = await page.locator('main article h3').allInnerTexts();
      return shown.length > 0 && shown.every((foodName) => foodName.toLowerCase().includes('jackfruit biry'));
    }).toBe(true);

    await page.goto(`/food/${id}`);
    await visible(page.getByText('This is your dish', { exact: true }));
    expect(await page.getByRole('link', { name: 'Edit your dish', exact: true }).getAttribute('href')).toBe(`/update-food/${id}`);
    expect(await page.getByRole('link', { name: 'Purchase Now', exact: true }).count()).toBe(0);

    // Issue 21: the purchase page of one's own dish says so at the top and offers Edit, with no form.
    await page.goto(`/foodPurchase/${id}`);
    await visible(page.getByRole('heading', { name: 'You cannot purchase your own food.', exact: true }));
    expect(await page.getByRole('link', { name: 'Edit', exact: true }).getAttribute('href')).toBe(`/update-food/${id}`);
    expect(await page.getByRole('button', { name: 'Confirm Purchase', exact: true }).count()).toBe(0);

    await page.goto('/my-foods');
    await page.getByRole('link', { name: `Update ${name}`, exact: true }).click();
    await waitForPath(page, `/update-food/${id}`);
    await visible(page.getByRole('heading', { name: 'Refine Your Dish' }));
    const foodName = page.getByLabel('Food Name', { exact: true });
    await eventually(() => foodName.inputValue()).toBe(name);
    const renamed = `${name} Deluxe`;
    await foodName.fill(renamed);
    await page.getByLabel('Price ($)', { exact: true }).fill('14.75');
    await page.getByRole('button', { name: 'Save Changes', exact: true }).click();

    await expectToast(page, 'Food Updated Successfully!', 'success');
    await waitForPath(page, '/my-foods');
    await visible(page.getByRole('heading', { name: 'My Food Collection' }));
    await visible(itemCard(page, renamed).getByText('$14.75', { exact: true }));
    await gone(itemCard(page, name));
    expect(await api.food(id)).toMatchObject({ foodName: renamed, price: 14.75, quantity: 30 });
  });

  test('a second user buys it: the limits are refused, the stock drops and My Orders shows the order', async ({ journey }) => {
    const owner = await createAccount('Omar Owner', 'seller');
    const buyer = await createAccount('Bina Buyer', 'buyer');
    const ownerApi = await ApiClient.signIn(owner.email);
    const name = `Mango Lassi E2E${uniqueTag()}`;
    const id = await ownerApi.addFood(sampleFood(name, { quantity: 25, price: 4.25 }));
    const scarceName = `Last Pitha E2E${uniqueTag()}`;
    const scarceId = await ownerApi.addFood(sampleFood(scarceName, { quantity: 4 }));

    const page = await journey.newPage();
    await signIn(page, buyer.email);
    await page.goto(`/food/${id}`);
    await visible(page.getByRole('heading', { name, exact: true }));
    await visible(page.getByText('25 items available', { exact: true }));
    await visible(page.getByText(owner.name, { exact: true }));
    await page.getByRole('link', { name: 'Purchase Now', exact: true }).click();
    await waitForPath(page, `/foodPurchase/${id}`);

    await visible(page.getByRole('heading', { name: 'Confirm Your Order' }));
    expect(await page.getByLabel('Quantity', { exact: true }).inputValue()).toBe('1');
    expect(await page.getByLabel('Buyer Name', { exact: true }).inputValue()).toBe(buyer.name);
    expect(await page.getByLabel('Buyer Email', { exact: true }).inputValue()).toBe(buyer.email);
    expect(await page.getByLabel('Buyer Email', { exact: true }).getAttribute('readonly')).not.toBeNull();

    const confirm = page.getByRole('button', { name: 'Confirm Purchase', exact: true });
    await quantityMessage(page, '0', 'Quantity must be greater than 0');
    await quantityMessage(page, '21', 'You can buy a maximum of 20 units');
    await confirm.click();
    await seenOnce(page, 'You can buy a maximum of 20 units');
    expect(await ApiClient.signIn(buyer.email).then((api) => api.orders(buyer.email))).toEqual([]);

    await page.getByLabel('Quantity', { exact: true }).fill('3');
    await page.getByLabel('Quantity', { exact: true }).blur();
    await gone(page.getByText('You can buy a maximum of 20 units', { exact: true }));
    await page.getByRole('radio', { name: 'Pickup from the kitchen', exact: true }).check();
    await confirm.click();
    await expectToast(page, 'Food purchased successfully!', 'success');
    // After a purchase the buyer lands on the new order's page.
    await waitForPath(page, /^\/orders\/[^/]+$/);
    // The purchase page, titled with the dish's name too, stays until the order page's chunk has loaded.
    await visible(page.getByRole('heading', { level: 2, name: 'Progress', exact: true }));
    await visible(page.getByRole('heading', { level: 1, name, exact: true }));
    const orderPath = pathOf(page);
    await mainNavLink(page, 'My Orders').click();
    await waitForPath(page, '/my-orders');
    // The previous page stays on screen until the next page's chunk has loaded.
    await visible(page.getByRole('heading', { name: 'My Order History' }));
    const card = itemCard(page, name);
    await visible(card);
    expect(await card.innerText()).toMatch(ORDER_DATE);
    await visible(card.locator('[data-status="placed"]'));

    const buyerApi = await ApiClient.signIn(buyer.email);
    const orders = await buyerApi.orders(buyer.email);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ foodId: id, foodName: name, quantity: 3, price: 4.25, total: 12.75, status: 'placed', fulfilment: 'pickup' });
    expect(orderPath).toBe(`/orders/${orders[0]?._id}`);
    expect(await buyerApi.food(id)).toMatchObject({ quantity: 22, purchaseCount: 3 });
    await page.goto(`/food/${id}`);
    await visible(page.getByText('22 items available', { exact: true }));

    await page.goto(`/foodPurchase/${scarceId}`);
    await visible(page.getByRole('heading', { name: scarceName, exact: true }));
    // The spec's message, then how many are left.
    await quantityMessage(page, '5', 'Quantity exceeds available stock (only 4 left)');
    await confirm.click();
    await seenOnce(page, 'Quantity exceeds available stock (only 4 left)');
    expect(await buyerApi.food(scarceId)).toMatchObject({ quantity: 4, purchaseCount: 0 });
  });

  test('on a phone, a toast still on screen stays under a dialog: both of its buttons can be tapped', async ({ journey }) => {
    const owner = await createAccount('Tara Toast', 'toast-owner');
    const buyer = await createAccount('Tomas Toast', 'toast-buyer');
    const name = `Chicken Roast E2E${uniqueTag()}`;
    const id = await (await ApiClient.signIn(owner.email)).addFood(sampleFood(name, { quantity: 10 }));
    await (await ApiClient.signIn(buyer.email)).purchase(id, 1);

    const page = await journey.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto('/my-orders');
    await waitForPath(page, '/login');
    // Its toast sits at the bottom of a phone's screen for a few seconds, where the dialog's buttons come.
    await signIn(page, buyer.email);
    await waitForPath(page, '/my-orders');
    await itemCard(page, name).getByRole('button', { name: /^Cancel Order/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Cancellation' });
    await visible(dialog);
    expect(await toast(page, 'Login successful! Welcome back.').count()).toBe(1);
    for (const label of ['No, Keep it', 'Yes, Cancel']) {
      const onTop = await dialog.getByRole('button', { name: label, exact: true }).evaluate((button) => {
        const box = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      });
      expect(onTop, label).toBe(true);
    }
  });

  test('cancel an order: "No, Keep it" keeps it, "Yes, Cancel" removes it and returns the stock', async ({ journey }) => {
    const owner = await createAccount('Rumi Restock', 'restock');
    const buyer = await createAccount('Cora Cancel', 'cancel');
    const name = `Beef Tehari E2E${uniqueTag()}`;
    const id = await (await ApiClient.signIn(owner.email)).addFood(sampleFood(name, { quantity: 10 }));
    const buyerApi = await ApiClient.signIn(buyer.email);
    const orderId = await buyerApi.purchase(id, 2);
    expect(await buyerApi.food(id)).toMatchObject({ quantity: 8, purchaseCount: 2 });

    const page = await journey.newPage();
    await signIn(page, buyer.email);
    await mainNavLink(page, 'My Orders').click();
    await waitForPath(page, '/my-orders');
    // The previous page stays on screen until the next page's chunk has loaded.
    await visible(page.getByRole('heading', { name: 'My Order History' }));
    const card = itemCard(page, name);
    await visible(card);

    const dialog = page.getByRole('dialog', { name: 'Confirm Cancellation' });
    await card.getByRole('button', { name: /^Cancel Order/ }).click();
    await visible(dialog);
    await dialog.getByRole('button', { name: 'No, Keep it', exact: true }).click();
    await gone(dialog);
    await visible(card);
    expect((await buyerApi.orders(buyer.email)).map((order) => order._id)).toContain(orderId);
    expect(await buyerApi.food(id)).toMatchObject({ quantity: 8 });

    await card.getByRole('button', { name: /^Cancel Order/ }).click();
    await dialog.getByRole('button', { name: 'Yes, Cancel', exact: true }).click();
    await expectToast(page, `Order for "${name}" cancelled.`, 'success');
    await gone(card);
    await eventually(async () => (await buyerApi.orders(buyer.email)).map((order) => order._id)).not.toContain(orderId);
    expect(await buyerApi.food(id)).toMatchObject({ quantity: 10, purchaseCount: 0 });

    // The card went with its Cancel: focus is on the empty state's link, not on the page's body.
    await eventually(() => focused(page.getByRole('main').getByRole('link', { name: 'Explore All Foods', exact: true }))).toBe(true);

    await page.reload();
    await visible(page.getByText('No Orders Yet', { exact: true }));
    await gone(card);
    await page.goto(`/food/${id}`);
    await visible(page.getByText('10 items available', { exact: true }));
  });

  test('delete a food from My Foods: Cancel keeps it, Delete removes it', async ({ journey }) => {
    const owner = await createAccount('Dina Delete', 'delete');
    const ownerApi = await ApiClient.signIn(owner.email);
    const name = `Chicken Roast E2E${uniqueTag()}`;
    const id = await ownerApi.addFood(sampleFood(name));

    const page = await journey.newPage();
    await signIn(page, owner.email);
    await mainNavLink(page, 'My Added Foods').click();
    await waitForPath(page, '/my-foods');
    await visible(page.getByRole('heading', { name: 'My Food Collection' }));
    const row = itemCard(page, name);
    await visible(row);

    const dialog = page.getByRole('dialog');
    await row.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await gone(dialog);
    await visible(row);
    expect((await ownerApi.get(`/food/${id}`)).status).toBe(200);

    await row.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, `${name} deleted successfully!`, 'success');
    await gone(row);
    expect(await ownerApi.get(`/food/${id}`)).toEqual({ status: 404, body: { message: 'Food item not found.', code: 'foodNotFound' } });
    await visible(page.getByRole('link', { name: 'Add Your First Food', exact: true }));
    // The row went with its Delete: focus is on the empty state's link, not on the page's body.
    await eventually(() => focused(page.getByRole('link', { name: 'Add Your First Food', exact: true }))).toBe(true);
  });
});
