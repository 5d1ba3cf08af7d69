import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LangProvider } from '../../i18n';
import { latinWords } from './latin-words';
import TermsPage from './terms-page';

/** Names the Bangla terms keep as they are. */
const NAMES = ['Google', 'BDT'];

describe('TermsPage in Bangla', () => {
  it('shows the terms in Bangla with Bangla digits, the e-mail address kept and Bangla links', () => {
    render(
      <MemoryRouter initialEntries={['/bn/terms']}>
        <LangProvider lang="bn">
          <TermsPage />
        </LangProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'সেবার শর্তাবলি' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '৯. প্রযোজ্য আইন ও যোগাযোগ' })).toBeInTheDocument();
    expect(screen.getByText('সব দাম বাংলাদেশি টাকায় (BDT)', { selector: 'strong' })).toBeInTheDocument();
    expect(document.body.textContent).toContain('সর্বোচ্চ ২০টি');
    expect(document.body.textContent).toContain('২৪ ঘণ্টার মধ্যে');
    expect(screen.getByRole('link', { name: 'legal@foodstore.example' })).toHaveAttribute('href', 'mailto:legal@foodstore.example');
    expect(screen.getAllByRole('link', { name: 'যোগাযোগের পাতা' })[0]).toHaveAttribute('href', '/bn/contract');
    expect(latinWords(document.body.textContent ?? '', NAMES)).toEqual([]);
  });
});
