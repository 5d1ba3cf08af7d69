import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from './footer';

function renderFooter() {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

describe('Footer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows Dhaka time (UTC+6) in 12-hour format and ticks every second', () => {
    vi.setSystemTime(new Date('2024-01-05T06:30:15Z'));
    renderFooter();
    const clock = screen.getByRole('timer');
    expect(clock).toHaveTextContent('12:30:15 PM');

    act(() => vi.advanceTimersByTime(1000));
    expect(clock).toHaveTextContent('12:30:16 PM');
    act(() => vi.advanceTimersByTime(3000));
    expect(clock).toHaveTextContent('12:30:19 PM');
  });

  it('crosses midnight in Dhaka, not in the browser time zone', () => {
    vi.setSystemTime(new Date('2024-01-05T18:05:09Z'));
    renderFooter();
    expect(screen.getByRole('timer')).toHaveTextContent('12:05:09 AM');
  });

  it('has the three link columns, social links and the current year', () => {
    vi.setSystemTime(new Date('2031-03-01T00:00:00Z'));
    renderFooter();
    const company = screen.getByRole('navigation', { name: 'Company' });
    expect(within(company).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/aboutus');
    expect(within(company).getByRole('link', { name: 'Press' })).toHaveAttribute('href', '/press');
    expect(within(company).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/jobs');
    expect(within(company).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contract');
    expect(within(screen.getByRole('navigation', { name: 'Support' })).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(legal).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
    for (const name of ['Twitter', 'YouTube', 'Facebook']) expect(screen.getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByText(/one meal at a time/)).toBeInTheDocument();
    expect(screen.getByText('© 2031 Food Store. All rights reserved.')).toBeInTheDocument();
  });
});
