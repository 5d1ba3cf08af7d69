import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import FaqPage, { FAQ_ITEMS } from './faq-page';

describe('FaqPage', () => {
  it('has five questions and keeps at most one answer open', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <FaqPage />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Food Store | FAQ');
    expect(FAQ_ITEMS).toHaveLength(5);
    const [first, second] = FAQ_ITEMS.map((item) => screen.getByRole('button', { name: item.question }));
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(5);
    expect(screen.queryByText(FAQ_ITEMS[0]!.answer)).not.toBeVisible();

    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(FAQ_ITEMS[0]!.answer)).toBeVisible();
    expect(screen.getByRole('region', { name: FAQ_ITEMS[0]!.question })).toBeInTheDocument();

    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(FAQ_ITEMS[0]!.answer)).not.toBeVisible();
    expect(screen.getByText(FAQ_ITEMS[1]!.answer)).toBeVisible();

    await user.click(second!);
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(5);
  });
});
