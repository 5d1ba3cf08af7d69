import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FoodImage } from './food-image';

describe('FoodImage', () => {
  it('shows the photo while it loads', () => {
    render(<FoodImage src="/images/foods/fuchka-800.webp" alt="Fuchka" />);
    expect(screen.getByRole('img', { name: 'Fuchka' }).tagName).toBe('IMG');
  });

  it('swaps a photo that fails to load for the placeholder art, once', () => {
    const { container } = render(<FoodImage src="https://example.com/gone.jpg" alt="Lost dish" />);
    fireEvent.error(screen.getByRole('img', { name: 'Lost dish' }));
    const art = screen.getByRole('img', { name: 'Lost dish' });
    expect(art.tagName.toLowerCase()).toBe('svg');
    expect(art).toHaveAttribute('data-placeholder', 'food');
    expect(container.querySelector('img')).toBeNull();
  });

  it('tries a new photo again after a failed one', () => {
    const { rerender } = render(<FoodImage src="https://example.com/gone.jpg" alt="Dish" />);
    fireEvent.error(screen.getByRole('img', { name: 'Dish' }));
    rerender(<FoodImage src="/images/foods/fuchka-800.webp" alt="Dish" />);
    expect(screen.getByRole('img', { name: 'Dish' }).tagName).toBe('IMG');
  });
});
