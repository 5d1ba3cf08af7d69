import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LoadMore } from './load-more';

// Load More moves focus to the first new item's first control: never to Add to cart's hidden form field, which takes
// no focus (focus would fall to the page's body).

function Dishes() {
  const [count, setCount] = useState(1);
  return (
    <>
      <ul>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <form>
              <input type="hidden" name="add" value={`dish-${i}`} />
              <button>Add dish {i}</button>
            </form>
          </li>
        ))}
      </ul>
      <LoadMore hasMore loading={false} failed={false} failure="" onLoadMore={() => setCount((n) => n + 2)} />
    </>
  );
}

describe('Load More', () => {
  it('focuses the first new item\'s first control, past a hidden form field', async () => {
    render(<Dishes />);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('button', { name: 'Add dish 1' })).toHaveFocus();
  });
});
