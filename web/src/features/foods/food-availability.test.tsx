import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { json, stubApi } from '../../testing/api';
import { bob } from '../../testing/auth';
import { makeFood } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import { FoodCard } from './food-card';
import FoodDetailPage from './food-detail-page';

// docs/ARCHITECTURE.md §5f, issue 21: a card or dish page says when a dish cannot be bought now, and why.

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lunch and dinner every day (§5j's compact form, as a food carries it). */
const LUNCH_AND_DINNER = Array(7).fill('11:00-15:00,18:00-22:00').join('|');
/** Fixes the clock at a Dhaka wall time on Thursday 2026-11-26 (UTC+6). */
const dhakaNow = (time: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`2026-11-26T${time}:00+06:00`));
};

function card(overrides: Parameters<typeof makeFood>[0]) {
  render(
    <MemoryRouter>
      <FoodCard food={makeFood(overrides)} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('article'));
}

describe('a food card', () => {
  it('offers Purchase while the dish can be bought', () => {
    const shown = card({});
    expect(shown.getByRole('link', { name: /^Purchase/ })).toHaveAttribute('href', '/food/food-1');
    expect(shown.queryByText('Sold out')).not.toBeInTheDocument();
  });

  it('says Sold out at stock 0, with no Purchase', () => {
    const shown = card({ quantity: 0, kitchenOpen: false });
    expect(shown.getByText('Sold out')).toBeInTheDocument();
    expect(shown.queryByText('Not taking orders right now')).not.toBeInTheDocument();
    expect(shown.queryByRole('link', { name: /^Purchase/ })).not.toBeInTheDocument();
    expect(shown.getByRole('link', { name: /^Details/ })).toHaveAttribute('href', '/food/food-1');
  });

  it("says when the dish's kitchen is not taking orders, with no Purchase", () => {
    const shown = card({ kitchenOpen: false });
    expect(shown.getByText('Not taking orders right now')).toBeInTheDocument();
    expect(shown.queryByRole('link', { name: /^Purchase/ })).not.toBeInTheDocument();
  });
});

describe("a card of a kitchen outside its opening hours (§5j)", () => {
  it.each([
    ['10:00', 'Opens at 11:00 AM'],
    ['15:00', 'Opens at 6:00 PM'],
    ['22:00', 'Opens tomorrow at 11:00 AM'],
  ])('at %s says %s, with no Purchase', (time, text) => {
    dhakaNow(time);
    const shown = card({ kitchenHours: LUNCH_AND_DINNER });
    expect(shown.getByText(text)).toHaveAttribute('data-unavailable', 'hours');
    expect(shown.queryByRole('link', { name: /^Purchase/ })).not.toBeInTheDocument();
  });

  it('within its hours offers Purchase; on a closed date says the next day it opens', () => {
    dhakaNow('12:00');
    expect(card({ kitchenHours: LUNCH_AND_DINNER }).getByRole('link', { name: /^Purchase/ })).toBeInTheDocument();
    cleanup();
    expect(card({ kitchenHours: `${LUNCH_AND_DINNER};2026-11-26,2026-11-27` }).getByText('Opens on Saturday at 11:00 AM')).toBeInTheDocument();
  });

  it('paused says the switch, whatever the hours', () => {
    dhakaNow('22:00');
    expect(card({ kitchenOpen: false, kitchenHours: LUNCH_AND_DINNER }).getByText('Not taking orders right now')).toBeInTheDocument();
  });

  it('the dish page disables Purchase Now and says when it opens', async () => {
    dhakaNow('23:30');
    stubApi([['GET', /^\/food\/food-1$/, () => json(makeFood({ kitchenHours: LUNCH_AND_DINNER }))]]);
    renderPage(<FoodDetailPage />, { path: paths.food.pattern, route: paths.food('food-1'), user: bob });
    const purchase = await screen.findByRole('button', { name: 'Purchase Now' });
    expect(purchase).toBeDisabled();
    expect(purchase).toHaveAccessibleDescription('Opens tomorrow at 11:00 AM');
  });
});

describe('the dish page of a closed kitchen', () => {
  it('disables Purchase Now and says why', async () => {
    stubApi([['GET', /^\/food\/food-1$/, () => json(makeFood({ kitchenOpen: false }))]]);
    renderPage(<FoodDetailPage />, { path: paths.food.pattern, route: paths.food('food-1'), user: bob });
    const purchase = await screen.findByRole('button', { name: 'Purchase Now' });
    expect(purchase).toBeDisabled();
    expect(purchase).toHaveAccessibleDescription('Not taking orders right now');
    expect(screen.queryByRole('link', { name: 'Purchase Now' })).not.toBeInTheDocument();
    expect(screen.getByText('50 items available')).toBeInTheDocument();
  });
});
