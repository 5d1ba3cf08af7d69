import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { LangProvider } from '../../i18n/i18n-context';
import { paths } from '../../lib/paths';
import { GALLERY_IMAGES } from './gallery-images';
import GalleryPage from './gallery-page';

function renderGallery() {
  return render(
    <MemoryRouter initialEntries={[paths.gallery]}>
      <GalleryPage />
    </MemoryRouter>,
  );
}

const viewButtons = () => screen.getAllByRole('button', { name: /^View image/ });

const originalObjectUrl = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

afterEach(() => {
  URL.createObjectURL = originalObjectUrl.create;
  URL.revokeObjectURL = originalObjectUrl.revoke;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GalleryPage', () => {
  it('shows 6 images, 6 more per Load More, and drops the button once all 12 show', async () => {
    const user = userEvent.setup();
    renderGallery();
    expect(document.title).toBe('Food Store | Gallery');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Food Gallery' })).toBeInTheDocument();
    expect(screen.getByText('A Feast for Your Eyes')).toBeInTheDocument();
    expect(GALLERY_IMAGES).toHaveLength(12);
    expect(viewButtons()).toHaveLength(6);
    expect(screen.getAllByRole('button', { name: /^Download image/ })).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(viewButtons()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(viewButtons()[6]).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 12 of 12 images');
  });

  it('opens the lightbox at the chosen image and closes it', async () => {
    const user = userEvent.setup();
    renderGallery();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(viewButtons()[2]!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const current = within(dialog).getByRole('group', { name: '3 of 12' });
    expect(within(current).getByRole('img')).toHaveAttribute('src', GALLERY_IMAGES[2]!.src);
    expect(within(dialog).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    // Every name the viewer gives comes from the page's catalog (the thumbnails' strip too).
    expect(within(dialog).getByRole('navigation', { name: 'Thumbnails' })).toBeInTheDocument();
    const thumbnail = within(dialog).getByRole('button', { name: '3 of 12' });
    expect(thumbnail.querySelector('img')).toHaveAttribute('src', GALLERY_IMAGES[2]!.srcSmall);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names the viewer in Bangla on a Bangla page, its thumbnails\' strip included, with Bangla digits', async () => {
    const user = userEvent.setup();
    // A Bangla page comes with its lang (the server's markup, or boot.tsx over the static shell).
    document.documentElement.lang = 'bn';
    onTestFinished(() => {
      document.documentElement.lang = '';
    });
    render(
      <MemoryRouter initialEntries={[`/bn${paths.gallery}`]}>
        <LangProvider lang="bn">
          <GalleryPage />
        </LangProvider>
      </MemoryRouter>,
    );
    await user.click(screen.getAllByRole('button', { name: /নম্বর ছবি দেখুন/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('navigation', { name: 'ছোট ছবিগুলো' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'বন্ধ করুন' })).toBeInTheDocument();
    // The slide counter's numbers too (yet-another-react-lightbox writes them; patches/ formats them in the page's language).
    expect(within(dialog).getByRole('group', { name: '১২টির মধ্যে ১' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '১২টির মধ্যে ২' })).toBeInTheDocument();
  });

  it('alerts when the download fails', async () => {
    const user = userEvent.setup();
    const fetchStub = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchStub);
    const alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderGallery();

    await user.click(screen.getAllByRole('button', { name: /^Download image/ })[0]!);
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Failed to download image.'));
    expect(fetchStub).toHaveBeenCalledWith(GALLERY_IMAGES[0]!.download);
  });

  it('saves the fetched image as food-gallery-<timestamp>.jpg', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('jpeg-bytes', { headers: { 'Content-Type': 'image/jpeg' } })));
    const createObjectURL = vi.fn(() => 'blob:gallery-1');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderGallery();

    await user.click(screen.getAllByRole('button', { name: /^Download image/ })[1]!);
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.href).toBe('blob:gallery-1');
    expect(clicked[0]?.download).toMatch(/^food-gallery-\d{13}\.jpg$/);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(alertSpy).not.toHaveBeenCalled();
  });
});
