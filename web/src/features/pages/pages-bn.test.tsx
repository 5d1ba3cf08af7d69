import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LangProvider } from '../../i18n/i18n-context';
import { englishWordsIn, visibleTextOf } from '../../testing/english-words';
import AboutPage from './about-page';
import ContactPage from './contact-page';
import JobsPage from './jobs-page';
import PressPage from './press-page';

// Issue 31 (docs/ARCHITECTURE.md §5i): About, Contact, Careers and Press in Bangla.

function renderInBangla(Page: ComponentType, path = '/bn/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LangProvider lang="bn">
        <Page />
      </LangProvider>
    </MemoryRouter>,
  );
}

// Names, addresses and the technical words the pages keep as written.
const KEPT = ['Food Store', 'React', 'TypeScript', 'CSS', 'Firebase', 'PNG', 'JPEG', 'PDF', 'KB', 'hello@foodstore.example', 'press@foodstore.example', 'foodstore', 'example'];

describe('the company pages in Bangla', () => {
  it('About: Bangla story, figures in Bangla digits, links in Bangla, no English', () => {
    renderInBangla(AboutPage, '/bn/aboutus');
    expect(document.title).toBe('Food Store | আমাদের সম্পর্কে');
    expect(screen.getByRole('heading', { level: 1, name: '২০২৩ সাল থেকে ঢাকার জন্য রান্না' })).toBeInTheDocument();
    expect(screen.getByText('২০২৩')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সব খাবার দেখুন' })).toHaveAttribute('href', '/bn/foods');
    expect(englishWordsIn(visibleTextOf(document.body), KEPT)).toEqual([]);
  });

  it('Contact: the form and the cards in Bangla, a Bangla validation message', async () => {
    renderInBangla(ContactPage, '/bn/contract');
    expect(screen.getByRole('heading', { level: 1, name: 'যোগাযোগ করুন' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'বার্তা পাঠান' }));
    const alerts = await screen.findAllByText(/[\u0980-\u09FF]/, { selector: '[id$="-error"], [role="alert"], p' });
    expect(alerts.length).toBeGreaterThan(0);
    expect(englishWordsIn(visibleTextOf(document.body), KEPT)).toEqual([]);
  });

  it('Careers: the openings, their count in Bangla digits and the search in Bangla', async () => {
    renderInBangla(JobsPage, '/bn/jobs');
    expect(screen.getByRole('status')).toHaveTextContent('৪টি খালি পদ');
    await userEvent.type(screen.getByRole('searchbox'), 'রাইডার');
    expect(screen.getByRole('status')).toHaveTextContent('১টি খালি পদ');
    expect(englishWordsIn(visibleTextOf(document.body), KEPT)).toEqual([]);
  });

  it('Press: facts, the media kit and the contact in Bangla', () => {
    renderInBangla(PressPage, '/bn/press');
    expect(screen.getByRole('heading', { level: 2, name: 'মিডিয়া কিট' })).toBeInTheDocument();
    expect(screen.getByText('PNG, ১০২৪×১০২৪, ১১ KB')).toBeInTheDocument();
    expect(englishWordsIn(visibleTextOf(document.body), KEPT)).toEqual([]);
  });

});
