import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatRating, RatingSummary, Stars } from './star-rating';

describe('star display', () => {
  it('reads a review as "4 of 5 stars" and fills four stars', () => {
    const { container } = render(<Stars value={4} />);
    expect(screen.getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
    const fills = [...container.querySelectorAll<HTMLElement>('span[style]')].map((span) => span.style.width);
    expect(fills).toEqual(['100%', '100%', '100%', '100%']);
  });

  it('fills a part of the star for a fractional average', () => {
    const { container } = render(<Stars value={4.33} />);
    expect(screen.getByRole('img', { name: '4.3 of 5 stars' })).toBeInTheDocument();
    const fills = [...container.querySelectorAll<HTMLElement>('span[style]')].map((span) => span.style.width);
    expect(fills).toEqual(['100%', '100%', '100%', '100%', '33%']);
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
