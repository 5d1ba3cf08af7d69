import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BROWSER_STORAGE_KEYS } from '../../testing/storage-keys';
import AboutPage from './about-page';
import CookiesPage from './cookies-page';
import PressPage from './press-page';
import { MEDIA_ASSETS } from './press-assets';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

describe('static pages', () => {
  it('about states the founding year and Dhaka delivery hours', () => {
    renderPage(AboutPage);
    expect(document.title).toBe('Food Store | About Us');
    expect(screen.getAllByText(/2023/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/9:00 AM to 10:00 PM/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Dhaka/).length).toBeGreaterThan(0);
  });

  it('terms are dated June 21, 2025 and state prices in BDT', () => {
    renderPage(TermsPage);
    expect(document.title).toBe('Food Store | Terms of Service');
    expect(screen.getByText('Last updated: June 21, 2025')).toBeInTheDocument();
    expect(screen.getByText(/All prices are in Bangladeshi Taka \(BDT\)/)).toBeInTheDocument();
  });

  it('privacy is dated June 21, 2025', () => {
    renderPage(PrivacyPage);
    expect(document.title).toBe('Food Store | Privacy Policy');
    expect(screen.getByText('Last updated: June 21, 2025')).toBeInTheDocument();
  });

  it('cookie policy names the session cookie, every key the site keeps in the browser, and Firebase storage', () => {
    renderPage(CookiesPage);
    expect(document.title).toBe('Food Store | Cookie Policy');
    expect(screen.getAllByText('__session').length).toBeGreaterThan(0);
    expect(screen.getAllByText('theme').length).toBeGreaterThan(0);
    const listed = screen.getAllByRole('listitem').map((item) => item.querySelector('code')?.textContent ?? '');
    for (const key of BROWSER_STORAGE_KEYS) expect(listed.some((name) => name.includes(key)), key).toBe(true);
    expect(screen.getAllByText(/IndexedDB/).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: /No tracking or advertising cookies/ })).toBeInTheDocument();
  });

  it('press lists the three downloadable assets and a media contact', () => {
    renderPage(PressPage);
    expect(document.title).toBe('Food Store | Press');
    expect(MEDIA_ASSETS).toHaveLength(3);
    for (const asset of MEDIA_ASSETS) {
      const link = screen.getByRole('link', { name: `Download ${asset.title} (${asset.fileLabel})` });
      expect(link).toHaveAttribute('href', asset.downloadUrl);
      expect(link).toHaveAttribute('download');
      const card = link.closest('li') as HTMLElement;
      expect(within(card).getByRole('img')).toHaveAttribute('src', asset.previewImage);
    }
    expect(screen.getByRole('link', { name: 'press@foodstore.example' })).toHaveAttribute('href', 'mailto:press@foodstore.example');
  });
});
