import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LangProvider } from '../../i18n';
import { BROWSER_STORAGE_KEYS } from '../../testing/storage-keys';
import CookiesPage from './cookies-page';
import { latinWords } from './latin-words';

/** Technical names the Bangla cookie policy keeps as they are: the cookie's, the services', and the storage keys' words. */
const NAMES = ['__session', 'session', 'HttpOnly', 'Firebase', 'Auth', 'Authentication', 'IndexedDB', 'API', 'Secure', 'HTTPS', ...BROWSER_STORAGE_KEYS.flatMap((key) => key.match(/[A-Za-z]+/g) ?? [])];

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
    // Every key the site keeps in the browser is listed, under the name it has there.
    const listed = screen.getAllByRole('listitem').map((item) => item.querySelector('code')?.textContent ?? '');
    for (const key of BROWSER_STORAGE_KEYS) expect(listed.some((name) => name.includes(key)), key).toBe(true);
    expect(screen.getByRole('link', { name: 'গোপনীয়তা নীতি' })).toHaveAttribute('href', '/bn/privacy');
    expect(latinWords(document.body.textContent ?? '', NAMES)).toEqual([]);
  });
});
