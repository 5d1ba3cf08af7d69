import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LangProvider } from '../../i18n';
import { LegalPage } from './legal-page';

describe('LegalPage in Bangla', () => {
  it('writes its own texts, the date and the section numbers in Bangla', () => {
    render(
      <MemoryRouter>
        <LangProvider lang="bn">
          <LegalPage
            title="শর্তাবলি"
            intro={<p>ভূমিকা</p>}
            sections={[
              { id: 'a', heading: 'প্রথম', body: <p>এক</p> },
              { id: 'b', heading: 'দ্বিতীয়', body: <p>দুই</p> },
            ]}
          />
        </LangProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('আইনি তথ্য')).toBeInTheDocument();
    expect(screen.getByText(/^সর্বশেষ হালনাগাদ: ২১ জুন, ২০২৫$/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'এই পাতায়' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '২. দ্বিতীয়' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/[A-Za-z0-9]/);
  });
});
