import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LangProvider } from '../../i18n/i18n-context';
import { englishWordsIn, visibleTextOf } from '../../testing/english-words';
import GalleryPage from './gallery-page';

// Issue 31 (docs/ARCHITECTURE.md §5i): the gallery in Bangla.

describe('the gallery in Bangla', () => {
  it('Gallery: Bangla alt texts, labels and count', () => {
    render(
      <MemoryRouter initialEntries={['/bn/gallery']}>
        <LangProvider lang="bn">
          <GalleryPage />
        </LangProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'আমাদের খাবারের গ্যালারি' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^১ নম্বর ছবি দেখুন: কাঠের টেবিলে বাংলাদেশি ভোজ/ })).toBeInTheDocument();
    expect(englishWordsIn(visibleTextOf(document.body), ['Food Store'])).toEqual([]);
  });
});
