import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SALES_MSG } from '@domain/sales';
import { paths } from '../../lib/paths';
import { json, stubApi } from '../../testing/api';
import { alice } from '../../testing/auth';
import { makeOrderDetail, makeSalesStats } from '../../testing/fixtures';
import { renderPageWithHistory } from '../../testing/render-page';
import { KitchenTicket, PrintTicketButton } from './kitchen-ticket';
import SalesDashboard from './sales-dashboard';

// docs/ARCHITECTURE.md §5j: My Sales' dashboard (numbers as tiles, charts with their tables), the export link, and
// the kitchen ticket.

// jsdom has no canvas: the chart is a labelled picture here, as Chart.js's canvas is in a browser (e2e/sellers-desk.test.ts draws it).
vi.mock('./sales-chart', () => ({ default: ({ label }: { label: string }) => <canvas role="img" aria-label={label} /> }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderDashboard = () => renderPageWithHistory(<SalesDashboard />, { path: paths.mySales, route: paths.mySales, user: alice });

describe('the sales dashboard', () => {
  it('shows the week: tiles, top dishes, and every chart with its numbers in a table', async () => {
    const { calls } = stubApi([['GET', /^\/sales\/stats$/, (call) => json(makeSalesStats({ range: call.params.get('range') as '7d' }))]]);
    renderDashboard();
    const tiles = await screen.findByText('Average order');
    const list = tiles.closest('dl') as HTMLElement;
    const value = (label: string) => within(list).getByText(label).nextElementSibling?.textContent;
    expect(value('Orders')).toBe('3');
    expect(value('Takings')).toBe('$37.50');
    expect(value('Average order')).toBe('$18.75');
    expect(value('Rating')).toBe('4.00 ★ (1)');
    expect(calls.at(-1)?.params.get('range')).toBe('7d');

    const dishes = screen.getByRole('table', { name: 'Top dishes: units sold and takings' });
    expect(within(dishes).getAllByRole('row').map((row) => row.textContent)).toEqual(['DishUnitsTakings', 'Chicken Biryani3$25.00', 'Fish Curry1$12.50']);

    for (const [title, table] of [
      ['Orders by status', 'Orders by status'],
      ['Orders by hour of day (Dhaka time)', 'Orders by hour of day'],
      ['Takings by day', 'Orders and takings by day'],
      ['Rating over time', 'Average rating by day'],
    ] as const) {
      const figure = screen.getByRole('figure', { name: title });
      expect(within(figure).getByRole('img')).toHaveAccessibleName();
      expect(within(figure).getByRole('table', { name: table, hidden: true })).toBeInTheDocument();
    }
    const hours = screen.getByRole('table', { name: 'Orders by hour of day', hidden: true });
    expect(within(hours).getAllByRole('row', { hidden: true }).map((row) => row.textContent)).toEqual(['HourOrders', '1 PM2', '7 PM1']);
    expect(screen.getByRole('img', { name: 'Orders by hour of day; the busiest hour is 1 PM with 2.' })).toBeInTheDocument();
    // One review is named as one (it once read '1 reviews').
    expect(screen.getByRole('img', { name: "Average stars of each day's reviews; 1 review averaging 4.00." })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(calls.at(-1)?.params.get('range')).toBe('30d'));
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('links the accountant file for the chosen Dhaka dates, and refuses a reversed period', async () => {
    stubApi([['GET', /^\/sales\/stats$/, () => json(makeSalesStats())]]);
    renderDashboard();
    await screen.findByRole('link', { name: 'Download CSV' });
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    fireEvent.change(to, { target: { value: '2024-01-31' } });
    fireEvent.change(from, { target: { value: '2024-01-01' } });
    const link = screen.getByRole('link', { name: 'Download CSV' });
    expect(link).toHaveAttribute('href', '/api/sales/export?from=2024-01-01&to=2024-01-31');
    expect(link).toHaveAttribute('download', 'sales-2024-01-01-to-2024-01-31.csv');
    fireEvent.change(to, { target: { value: '2023-12-31' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The first date comes before the last.');
    expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('says when the numbers cannot be loaded', async () => {
    stubApi([['GET', /^\/sales\/stats$/, () => json({ message: 'boom' }, { status: 500 })]]);
    renderDashboard();
    expect(await screen.findByText(SALES_MSG.statsFetchFailed, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('the kitchen ticket', () => {
  it('shows the order number, time, dishes large, note and delivery area; never the phone or address', () => {
    render(<KitchenTicket order={makeOrderDetail({ _id: 'abcdefXYZ123', quantity: 2, note: 'No onions.\nExtra raita.' })} titleId="t" />);
    const ticket = screen.getByRole('article', { name: 'Order #XYZ123' });
    expect(within(ticket).getByText('2 × Chicken Biryani')).toHaveClass('ticket-dish');
    expect(ticket).toHaveTextContent('No onions.');
    expect(ticket).toHaveTextContent('DELIVERY – Dhanmondi');
    expect(ticket).toHaveTextContent('Jan 5, 2024, 6:00 PM Dhaka time');
    expect(ticket.textContent).not.toMatch(/1712345678|Road 5/);
  });

  it('says PICKUP for a pickup order', () => {
    render(<KitchenTicket order={makeOrderDetail({ fulfilment: 'pickup', delivery: null, note: '' })} titleId="t" />);
    expect(screen.getByRole('article')).toHaveTextContent('PICKUP');
    expect(screen.getByRole('article')).not.toHaveTextContent('Note');
  });

  it('"Print ticket" opens a preview whose Print button prints it; Escape closes it', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(<PrintTicketButton order={makeOrderDetail()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print ticket' }));
    const dialog = screen.getByRole('dialog', { name: 'Order #RDER-1' });
    expect(document.body).toHaveClass('printing-ticket');
    expect(within(dialog).getByRole('button', { name: 'Print' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('printing-ticket');
  });

  it('keeps focus in the preview while it is open: Tab and Shift+Tab cycle its buttons; closing returns focus to Print ticket', async () => {
    render(
      <>
        <button type="button">Before</button>
        <PrintTicketButton order={makeOrderDetail()} />
        <button type="button">After</button>
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Print ticket' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Order #RDER-1' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const print = within(dialog).getByRole('button', { name: 'Print' });
    expect(print).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(print).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(print).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
