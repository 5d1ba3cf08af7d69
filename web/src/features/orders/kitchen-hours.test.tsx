import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALWAYS_OPEN_HOURS, SPEC_HOURS, WEEKDAYS, type WeekHours } from '@domain/hours';
import { MSG } from '@domain/messages';
import { paths } from '../../lib/paths';
import { json } from '../../testing/api';
import { alice } from '../../testing/auth';
import { kitchenWith, stubKitchen } from '../../testing/kitchen';
import { renderPage } from '../../testing/render-page';
import { KitchenPanel } from './kitchen-panel';

// docs/ARCHITECTURE.md §5j on My Sales: the opening hours editor (per weekday closed, open once or twice; closed dates).

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openEditor() {
  renderPage(<KitchenPanel alerts={null} />, { path: paths.mySales, route: paths.mySales, user: alice });
  await userEvent.click(await screen.findByText('Opening hours'));
  return screen.findByRole('button', { name: 'Save hours' });
}

const day = (name: string) => screen.getByRole('group', { name });
const setTime = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the opening hours editor', () => {
  it('shows each weekday and saves closed days, two ranges, a range to midnight and a closed date in one PUT', async () => {
    const { calls } = stubKitchen(kitchenWith());
    const save = await openEditor();
    expect(screen.getByText('Open 7 days a week')).toBeInTheDocument();
    for (const name of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      expect(within(day(name)).getByLabelText(`${name}: open or closed`)).toHaveValue('one');
    }
    expect(screen.getByLabelText('Monday opens')).toHaveValue('09:00');
    expect(screen.getByLabelText('Monday closes')).toHaveValue('22:00');

    await userEvent.selectOptions(screen.getByLabelText('Tuesday: open or closed'), 'closed');
    expect(screen.queryByLabelText('Tuesday opens')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Wednesday: open or closed'), 'two');
    expect(screen.getByLabelText('Wednesday closes')).toHaveValue('15:00');
    setTime('Wednesday opens again', '18:30');
    // 12:00 AM as an end is midnight.
    setTime('Friday closes', '00:00');
    expect(within(day('Friday')).getByText('Until midnight')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Add a closed date'), { target: { value: '2099-12-16' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add date' }));
    expect(screen.getByText('Wed, Dec 16, 2099')).toBeInTheDocument();
    await userEvent.click(save);

    expect(await screen.findByText('Opening hours saved.')).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT').map((call) => call.body);
    expect(puts).toEqual([
      {
        hours: {
          ...SPEC_HOURS,
          tue: [],
          wed: [
            { from: '09:00', to: '15:00' },
            { from: '18:30', to: '22:00' },
          ],
          fri: [{ from: '09:00', to: '24:00' }],
        },
        closedDates: ['2099-12-16'],
      },
    ]);
    expect(screen.getByText('Open 6 days a week, 1 closed date')).toBeInTheDocument();
    expect(screen.getByLabelText('Friday closes')).toHaveValue('00:00');
  });

  it('refuses overlapping ranges and an end before the start under their day, sending nothing', async () => {
    const { calls } = stubKitchen(kitchenWith());
    const save = await openEditor();
    await userEvent.selectOptions(screen.getByLabelText('Monday: open or closed'), 'two');
    setTime('Monday opens again', '14:00');
    setTime('Thursday opens', '23:00');
    await userEvent.click(save);
    expect(within(day('Monday')).getByRole('alert')).toHaveTextContent(MSG.hoursOverlap);
    expect(within(day('Thursday')).getByRole('alert')).toHaveTextContent(MSG.hoursOrder);
    // The time inputs show midnight as 12:00 AM (or 00:00), so the error says midnight, not only 24:00.
    expect(within(day('Thursday')).getByRole('alert')).toHaveTextContent(/end it at midnight.*start the next day at midnight/);
    expect(day('Monday')).toHaveAttribute('aria-invalid', 'true');
    expect(day('Monday')).toHaveAccessibleDescription(MSG.hoursOverlap);
    expect(within(day('Friday')).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    // Mending the day clears its error.
    setTime('Thursday opens', '09:00');
    expect(within(day('Thursday')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's field errors under the day they are about", async () => {
    stubKitchen(kitchenWith(), () => json({ message: 'Invalid input.', errors: { 'hours.sat': MSG.hoursTime } }, { status: 400 }));
    const save = await openEditor();
    await userEvent.click(save);
    expect(await within(day('Saturday')).findByRole('alert')).toHaveTextContent(MSG.hoursTime);
  });

  it("copies Monday's hours to every day, and removes a closed date", async () => {
    const { calls } = stubKitchen(kitchenWith({ closedDates: ['2099-01-01', '2099-02-21'] }));
    const save = await openEditor();
    await userEvent.selectOptions(screen.getByLabelText('Monday: open or closed'), 'two');
    await userEvent.click(screen.getByRole('button', { name: "Use Monday's hours every day" }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Thu, Jan 1, 2099' }));
    await userEvent.click(save);
    await screen.findByText('Opening hours saved.');
    const lunchAndDinner = [
      { from: '09:00', to: '15:00' },
      { from: '18:00', to: '22:00' },
    ];
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      hours: Object.fromEntries(WEEKDAYS.map((name) => [name, lunchAndDinner])) as WeekHours,
      closedDates: ['2099-02-21'],
    });
  });

  it('moves focus after a Remove to the next date, else the previous one, else the date field, never to <body>', async () => {
    stubKitchen(kitchenWith({ closedDates: ['2099-01-01', '2099-02-21', '2099-03-26'] }));
    await openEditor();
    const remove = (date: string) => screen.getByRole('button', { name: `Remove ${date}` });
    await userEvent.click(remove('Sat, Feb 21, 2099'));
    expect(remove('Thu, Mar 26, 2099')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(remove('Thu, Jan 1, 2099')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('No closed dates.')).toBeInTheDocument();
    expect(screen.getByLabelText('Add a closed date')).toHaveFocus();
  });

  it('draws the line above the closed dates clear of their heading, not through it (a strike in Bangla)', async () => {
    stubKitchen(kitchenWith());
    renderPage(<KitchenPanel alerts={null} />, { path: paths.mySales, route: paths.mySales, user: alice, lang: 'bn' });
    await userEvent.click(await screen.findByText('খোলার সময়'));
    const dates = await screen.findByRole('group', { name: 'বন্ধের তারিখ' });
    // A fieldset's border runs through the middle of its legend: the divider belongs to an element around it.
    expect(dates.className).not.toMatch(/\bborder/);
    expect(dates.parentElement).toHaveClass('border-t');
  });

  it('says when the hours keep a switched-on kitchen closed, and when it opens', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 11:30 PM in Dhaka.
    vi.setSystemTime(new Date('2026-11-26T17:30:00Z'));
    stubKitchen(kitchenWith());
    renderPage(<KitchenPanel alerts={null} />, { path: paths.mySales, route: paths.mySales, user: alice });
    const toggle = await screen.findByRole('switch', { name: 'Taking orders' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription('Closed now by your hours. Opens tomorrow at 9:00 AM.');
  });

  it('a kitchen open all day says buyers can order', async () => {
    stubKitchen(kitchenWith({ hours: ALWAYS_OPEN_HOURS }));
    renderPage(<KitchenPanel alerts={null} />, { path: paths.mySales, route: paths.mySales, user: alice });
    expect(await screen.findByRole('switch', { name: 'Taking orders' })).toHaveAccessibleDescription('Buyers can order your dishes.');
  });
});
