import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LangProvider } from '../../i18n';
import CookiesPage from './cookies-page';
import { latinWords } from './latin-words';

/** Technical names the Bangla cookie policy keeps as they are. */
const NAMES = ['__session', 'session', 'HttpOnly', 'theme', 'Firebase', 'Auth', 'Authentication', 'IndexedDB', 'API', 'Secure', 'HTTPS'];

describe('CookiesPage in Bangla', () => {
  it('shows the policy in Bangla with the cookie names kept and a Bangla link to the privacy policy', () => {
    render(
      <MemoryRouter initialEntries={['/bn/cookies']}>
        <LangProvider lang="bn">
          <CookiesPage />
        </LangProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'কুকি নীতি' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '৪. কোনো ট্র্যাকিং বা বিজ্ঞাপনের কুকি নেই' })).toBeInTheDocument();
    expect(screen.getByText('__session', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'গোপনীয়তা নীতি' })).toHaveAttribute('href', '/bn/privacy');
    expect(latinWords(document.body.textContent ?? '', NAMES)).toEqual([]);
  });
});
