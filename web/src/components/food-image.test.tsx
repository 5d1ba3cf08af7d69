import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FoodImage, foodImageSrcSet } from './food-image';

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

  it('swaps a server-rendered photo that failed before hydration (its error event unheard) for the art; keeps one that loaded', async () => {
    for (const [width, tag] of [[0, 'svg'], [800, 'IMG']] as const) {
      const container = document.createElement('div');
      document.body.append(container);
      const element = <FoodImage src="https://example.com/gone.jpg" alt="Served dish" />;
      container.innerHTML = renderToString(element);
      // As the browser leaves an image it has finished with: broken (no size) or loaded.
      const img = container.querySelector('img') as HTMLImageElement;
      Object.defineProperties(img, { complete: { value: true }, naturalWidth: { value: width }, naturalHeight: { value: width && 600 } });
      const root = await act(async () => hydrateRoot(container, element));
      expect(screen.getByRole('img', { name: 'Served dish' }).tagName, `naturalWidth ${width}`).toBe(tag);
      act(() => root.unmount());
      container.remove();
    }
  });

  it('tries a new photo again after a failed one', () => {
    const { rerender } = render(<FoodImage src="https://example.com/gone.jpg" alt="Dish" />);
    fireEvent.error(screen.getByRole('img', { name: 'Dish' }));
    rerender(<FoodImage src="/images/foods/fuchka-800.webp" alt="Dish" />);
    expect(screen.getByRole('img', { name: 'Dish' }).tagName).toBe('IMG');
  });
});

describe('foodImageSrcSet', () => {
  it("derives an uploaded photo's variants from its url alone", () => {
    const url = '/photos/AbCdEfGhIjKlMnOpQrSt/400-800-1000/800.webp';
    render(<FoodImage src={url} alt="Uploaded dish" sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Uploaded dish' });
    expect(img).toHaveAttribute(
      'srcset',
      '/photos/AbCdEfGhIjKlMnOpQrSt/400-800-1000/400.webp 400w, /photos/AbCdEfGhIjKlMnOpQrSt/400-800-1000/800.webp 800w, /photos/AbCdEfGhIjKlMnOpQrSt/400-800-1000/1000.webp 1000w',
    );
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(foodImageSrcSet('/images/foods/fuchka-800.webp')).toBe('/images/foods/fuchka-400.webp 400w, /images/foods/fuchka-800.webp 800w');
    expect(foodImageSrcSet('https://example.com/photos/x.webp')).toBeUndefined();
  });
});
