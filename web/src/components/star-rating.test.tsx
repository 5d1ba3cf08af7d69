import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatRating, RatingSummary, Stars, starsFill } from './star-rating';

describe('star display', () => {
  /** The filled part of a row of stars: its width, in percent of the row. */
  const filled = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('span[style]')].map((span) => span.style.width);

  it('reads a review as "4 of 5 stars" and fills four stars', () => {
    const { container } = render(<Stars value={4} size="sm" />);
    expect(screen.getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
    // A row of 16 px stars, 2 px apart: 88 px, of which four stars and the gap after each are 72 px.
    expect(filled(container)).toEqual([`${Math.round((72 / 88) * 10000) / 100}%`]);
  });

  it('fills a part of the star for a fractional average', () => {
    const { container } = render(<Stars value={4.33} size="sm" />);
    expect(screen.getByRole('img', { name: '4.3 of 5 stars' })).toBeInTheDocument();
    // Four stars, four gaps, and 33% of the fifth star's 16 px.
    expect(filled(container)).toEqual([`${Math.round(((4 * 18 + 0.33 * 16) / 88) * 10000) / 100}%`]);
  });

  it('fills nothing for 0 and the whole row for 5, whatever the size', () => {
    for (const size of ['sm', 'md', 'lg', 'xl'] as const) {
      expect([starsFill(0, size), starsFill(5, size), starsFill(7, size), starsFill(-1, size)]).toEqual([0, 100, 100, 0]);
    }
    const { container } = render(<Stars value={0} />);
    expect(filled(container)).toEqual([]);
  });

  // A card of All Foods shows a row of stars: 24 cards of thirty elements each were most of the page's elements, which
  // the browser styles and lays out and the app adopts on every visit.
  it('draws a row in two shapes: five elements in all', () => {
    const { container } = render(<Stars value={3.5} />);
    const row = screen.getByRole('img', { name: '3.5 of 5 stars' });
    expect(row.querySelectorAll('*')).toHaveLength(5);
    expect(container.querySelectorAll('path')).toHaveLength(2);
    // Each shape is the five stars.
    for (const path of container.querySelectorAll('path')) expect(path.getAttribute('d')?.match(/M/g)).toHaveLength(5);
  });

  it('sums up a dish as "4.3 · 12 reviews", one review in the singular, none as No reviews yet', () => {
    const { rerender, container } = render(<RatingSummary rating={{ average: 4.33, count: 12 }} variant="page" />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(container.textContent).toBe('4.3·, 12 reviews');
    expect(screen.getByText('12 reviews')).toBeInTheDocument();
    rerender(<RatingSummary rating={{ average: 5, count: 1 }} />);
    expect(screen.getByText('1 review')).toBeInTheDocument();
    expect(screen.getByText('5.0')).toBeInTheDocument();
    rerender(<RatingSummary rating={{ average: 0, count: 0 }} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows one decimal', () => {
    expect([4.67, 4.05, 3, 4.25].map(formatRating)).toEqual(['4.7', '4.1', '3.0', '4.3']);
  });
});
