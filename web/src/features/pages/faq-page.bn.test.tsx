import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LangProvider } from '../../i18n';
import FaqPage from './faq-page';
import { latinWords } from './latin-words';

describe('FaqPage in Bangla', () => {
  it('shows Bangla questions with Bangla digits and no English words', () => {
    render(
      <MemoryRouter initialEntries={['/bn/faq']}>
        <LangProvider lang="bn">
          <FaqPage />
        </LangProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'সচরাচর জিজ্ঞাসা' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'আমি কি অর্ডার বাতিল করতে পারি?' })).toBeInTheDocument();
    expect(document.body.textContent).toContain('সকাল ৯:০০টা');
    expect(screen.getByRole('link', { name: 'যোগাযোগ করুন' })).toHaveAttribute('href', '/bn/contract');
    expect(latinWords(document.body.textContent ?? '')).toEqual([]);
  });
});
