import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LangProvider, translatorOf } from '../i18n';
import { startUpMessagesOf } from '../i18n/messages';
import { makeFood } from '../testing/fixtures';
import { englishWordsIn, visibleTextOf } from '../testing/english-words';
import { addedText, NewCartDialog } from './cart-add';
import { ConfirmDialog } from './confirm-dialog';
import { DhakaTime } from './dhaka-time';
import { unavailableAt } from '@domain/availability';
import { unavailableText } from './food-availability';
import { LoadMore } from './load-more';
import { RetryButton } from './retry-button';
import { LoadingRegion, PageSkeleton } from './skeletons';
import { Spinner } from './spinner';
import { RatingSummary, Stars } from './star-rating';
import { AddToCartButton } from './add-to-cart';

// Issue 31: the shared components speak the page's language, numbers in its digits (docs/ARCHITECTURE.md §5i).

const inBangla = (ui: ReactElement) =>
  render(
    <MemoryRouter>
      <LangProvider lang="bn">{ui}</LangProvider>
    </MemoryRouter>,
  );

const noEnglish = (allowed: string[] = []) => expect(englishWordsIn(visibleTextOf(document.body), allowed)).toEqual([]);

describe('shared components in Bangla', () => {
  it('writes a rating, its stars and its review count in Bangla digits', () => {
    const { container, rerender } = inBangla(<RatingSummary rating={{ average: 4.33, count: 12 }} variant="page" />);
    expect(screen.getByRole('img', { name: 'রেটিং ৫-এর মধ্যে ৪.৩' })).toBeInTheDocument();
    expect(container.textContent).toBe('৪.৩·, ১২টি রিভিউ');
    rerender(
      <MemoryRouter>
        <LangProvider lang="bn">
          <RatingSummary rating={{ average: 0, count: 0 }} />
          <Stars value={4} />
        </LangProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('এখনও কোনো রিভিউ নেই')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '৫-এর মধ্যে ৪ তারা' })).toBeInTheDocument();
    noEnglish();
  });

  it('says loading, retrying and loading more in Bangla', () => {
    inBangla(
      <>
        <RetryButton onRetry={() => undefined} />
        <RetryButton onRetry={() => undefined} pending />
        <LoadMore hasMore loading={false} failed={false} failure="" onLoadMore={() => undefined} />
        <Spinner />
        <LoadingRegion>
          <p />
        </LoadingRegion>
        <PageSkeleton />
      </>,
    );
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করা হচ্ছে...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'আরও দেখুন' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['লোড হচ্ছে...', 'লোড হচ্ছে...', 'পাতা লোড হচ্ছে...']);
    noEnglish();
  });

  it('asks in Bangla, with Bangla default buttons', () => {
    inBangla(<ConfirmDialog open title="?" onConfirm={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByRole('button', { name: 'বাতিল' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'নিশ্চিত করুন' })).toBeInTheDocument();
  });

  it('asks before a new cart in Bangla, keeping the dish and kitchen names', () => {
    const food = makeFood({ foodName: 'Kacchi Biryani' });
    inBangla(<NewCartDialog food={food} kitchen="Rahim" onKeep={() => undefined} onReplace={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'নতুন কার্ট শুরু করবেন?' })).toHaveTextContent('আপনার কার্টে Rahim-এর রান্নাঘরের খাবার আছে।');
    expect(screen.getByRole('button', { name: 'নতুন কার্ট শুরু করুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আমার কার্ট রাখুন' })).toBeInTheDocument();
    noEnglish(['Kacchi Biryani', 'Rahim']);
    expect(translatorOf('en').t('common.cart.newCartText', { kitchen: 'Rahim', name: 'Fuchka' })).toBe(
      "Your cart holds dishes from Rahim's kitchen. One order comes from one kitchen: adding Fuchka empties your cart first.",
    );
  });

  it('names Add to cart in Bangla', () => {
    inBangla(<AddToCartButton food={makeFood({ foodName: 'Fuchka' })} className="" />);
    expect(screen.getByRole('button', { name: 'কার্টে যোগ করুন: Fuchka' })).toHaveTextContent('কার্টে যোগ করুন');
  });

  it('tells what adding did in Bangla digits', () => {
    const bn = translatorOf('bn');
    const food = { foodName: 'Fuchka', quantity: 3 };
    expect(addedText(food, { kind: 'added', quantity: 2 }, bn)).toBe('Fuchka আপনার কার্টে আছে (২)।');
    expect(addedText(food, { kind: 'at-most', quantity: 3 }, bn)).toMatch(/^আপনার কার্টে ইতিমধ্যে ৩টি Fuchka আছে.*\(৩\)।$/);
    expect(addedText(food, { kind: 'full' }, bn)).not.toMatch(/[0-9]/);
    // English as before.
    expect(addedText(food, { kind: 'added', quantity: 2 })).toBe('Fuchka is in your cart (2).');
  });

  it('writes a Dhaka time in Bangla', () => {
    inBangla(<DhakaTime iso="2024-01-05T12:05:00Z" />);
    expect(document.body.textContent).toBe(`${translatorOf('bn').dateTime('2024-01-05T12:05:00Z')} ঢাকার সময়`);
    expect(document.body.textContent).toMatch(/২০২৪/);
    expect(document.body.textContent).not.toMatch(/[0-9]/);
  });

  it('says when a closed kitchen opens with a Bangla time, weekday and date (Intl bn-BD, Dhaka time)', () => {
    // The Bangla MSG writes the domain's English clock, weekday and date in Bangla (message-table.ts).
    const msg = startUpMessagesOf('bn');
    const food = makeFood({ kitchenHours: Array(7).fill('11:00-15:00').join('|') });
    // Thursday 2026-11-26, 4 PM in Dhaka: opens tomorrow (Friday) at 11:00 AM.
    const at = new Date('2026-11-26T16:00:00+06:00').getTime();
    expect(unavailableText(unavailableAt(food, at)!, msg)).toBe('আগামীকাল ১১:০০ সকাল-এ খুলবে');
    // Later in the week: the weekday's Bangla name.
    const friday = new Date('2026-11-27T16:00:00+06:00').getTime();
    const weekdays = makeFood({ kitchenHours: ['11:00-15:00', '', '', '', '', '', ''].join('|') });
    expect(unavailableText(unavailableAt(weekdays, friday)!, msg)).toBe('সোমবার ১১:০০ সকাল-এ খুলবে');
    // A week or more away (closed dates): the date.
    const closed = makeFood({ kitchenHours: `${Array(7).fill('11:00-15:00').join('|')};2026-11-27,2026-11-28,2026-11-29,2026-11-30,2026-12-01,2026-12-02,2026-12-03` });
    expect(unavailableText(unavailableAt(closed, at)!, msg)).toBe('৪ ডিসে ১১:০০ সকাল-এ খুলবে');
    expect(unavailableText({ reason: 'sold_out' }, msg)).toBe(msg.soldOut);
    // English keeps the domain's text.
    expect(unavailableText(unavailableAt(food, at)!)).toBe('Opens tomorrow at 11:00 AM');
  });

});
