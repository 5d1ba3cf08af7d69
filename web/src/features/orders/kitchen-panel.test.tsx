import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPEC_HOURS } from '@domain/hours';
import { MSG } from '@domain/messages';
import type { Kitchen } from '@domain/types';
import { paths } from '../../lib/paths';
import { json, stubApi } from '../../testing/api';
import { alice } from '../../testing/auth';
import { renderPage } from '../../testing/render-page';
import { KitchenPanel } from './kitchen-panel';

// My Sales' pickup details on a phone: Save stays put while a finger taps it.

afterEach(() => {
  vi.unstubAllGlobals();
});

const kitchen: Kitchen = { open: true, deliveryAreas: [], minimumOrder: 0, hours: SPEC_HOURS, closedDates: [] };

describe('the pickup details', () => {
  it('shows no error as a field loses focus (that line pushed Save down mid-tap); Save shows them and focuses the first', async () => {
    const { calls } = stubApi([
      ['GET', /^\/kitchen$/, () => json(kitchen)],
      ['PUT', /^\/kitchen$/, () => json(kitchen)],
    ]);
    renderPage(<KitchenPanel alerts={null} />, { path: paths.mySales, route: paths.mySales, user: alice });
    await userEvent.click(await screen.findByText('Pickup address and phone'));
    await userEvent.type(await screen.findByLabelText('Pickup address'), 'Mirpur');
    await userEvent.type(screen.getByLabelText('Kitchen phone'), '12345');
    // The tap on Save takes focus from the phone field first: nothing may appear above Save then.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(screen.queryByText(MSG.phoneInvalid)).toBeNull();
    expect(screen.queryByText(MSG.pickupAddressMin)).toBeNull();
    expect(screen.getByLabelText('Kitchen phone')).not.toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Pickup address')).toHaveFocus());
    expect(screen.getByLabelText('Pickup address')).toHaveAccessibleDescription(`Shown only to buyers of your pickup orders. ${MSG.pickupAddressMin}`);
    expect(screen.getByLabelText('Kitchen phone')).toHaveAccessibleDescription(`Buyers can call you about a pickup. ${MSG.phoneInvalid}`);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    // Once Save was tried, an error goes as soon as its field is right, without another Save.
    await userEvent.type(screen.getByLabelText('Pickup address'), ' 10, Road 2');
    await waitFor(() => expect(screen.queryByText(MSG.pickupAddressMin)).toBeNull());
    expect(screen.getByText(MSG.phoneInvalid)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Kitchen phone'));
    await userEvent.type(screen.getByLabelText('Kitchen phone'), '01712345678');
    await waitFor(() => expect(screen.queryByText(MSG.phoneInvalid)).toBeNull());
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});
