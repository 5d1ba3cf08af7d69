import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LangProvider } from '../../i18n';
import { latinWords } from './latin-words';
import NotFoundPage from './not-found-page';

describe('NotFoundPage', () => {
  it('shows the spec texts, the image and a way home', () => {
    render(
      <MemoryRouter initialEntries={['/no-such-page']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Food | Error');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('The Page Your Are Enter Is Not Found...!')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('src', '/images/not-found.webp');
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('tells crawlers not to index the unknown path while it shows, and no longer once it is gone', () => {
    const robots = () => [...document.head.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute('content'));
    const view = render(
      <MemoryRouter initialEntries={['/no-such-page']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(robots()).toEqual(['noindex']);
    view.unmount();
    expect(robots()).toEqual([]);
  });

  it("leaves the signed-in pages' shell its own noindex", () => {
    const shell = document.createElement('meta');
    shell.name = 'robots';
    shell.content = 'noindex';
    document.head.append(shell);
    try {
      const view = render(
        <MemoryRouter initialEntries={['/my-nothing']}>
          <NotFoundPage />
        </MemoryRouter>,
      );
      expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
      view.unmount();
      expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    } finally {
      shell.remove();
    }
  });
});

describe('NotFoundPage in Bangla', () => {
  it('shows the Bangla texts with Bangla digits and a way to the Bangla home', () => {
    render(
      <MemoryRouter initialEntries={['/bn/no-such-page']}>
        <LangProvider lang="bn">
          <NotFoundPage />
        </LangProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('৪০৪')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'দুঃখিত!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোমে ফিরে যান' })).toHaveAttribute('href', '/bn/');
    expect(screen.getByRole('img')).toHaveAttribute('alt', expect.stringContaining('রাঁধুনি'));
    expect(latinWords(document.body.textContent ?? '')).toEqual([]);
  });
});
