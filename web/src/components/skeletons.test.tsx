import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SKELETONS_LISTS } from '../config/ui';
import { RowsLoading } from './skeletons';

describe('RowsLoading', () => {
  it('announces its label and shows one hidden placeholder per list skeleton', () => {
    render(<RowsLoading label="Loading your orders..." />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading your orders...');
    expect(status.querySelectorAll(':scope > [aria-hidden="true"]')).toHaveLength(SKELETONS_LISTS);
  });
});
