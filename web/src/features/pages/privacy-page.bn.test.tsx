import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LangProvider } from '../../i18n';
import { latinWords } from './latin-words';
import PrivacyPage from './privacy-page';

/** Names the Bangla privacy policy keeps as they are. */
const NAMES = ['Google', 'Firebase', 'Authentication', 'URL', 'HttpOnly', 'HTTPS'];

describe('PrivacyPage in Bangla', () => {
  it('shows the policy in Bangla with Bangla digits, the e-mail address kept and Bangla links', () => {
    render(
      <MemoryRouter initialEntries={['/bn/privacy']}>
        <LangProvider lang="bn">
          <PrivacyPage />
        </LangProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'গোপনীয়তা নীতি' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '৫. আপনার অধিকার' })).toBeInTheDocument();
    expect(screen.getByText('অ্যাকাউন্টের তথ্য', { selector: 'strong' })).toBeInTheDocument();
    expect(document.body.textContent).toContain('৩০ দিনের মধ্যে');
    expect(screen.getByRole('link', { name: 'privacy@foodstore.example' })).toHaveAttribute('href', 'mailto:privacy@foodstore.example');
    expect(screen.getByRole('link', { name: 'কুকি নীতি' })).toHaveAttribute('href', '/bn/cookies');
    expect(screen.getByRole('link', { name: 'যোগাযোগের পাতা' })).toHaveAttribute('href', '/bn/contract');
    expect(latinWords(document.body.textContent ?? '', NAMES)).toEqual([]);
  });
});
