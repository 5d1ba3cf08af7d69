import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@domain/messages';
import { paths } from '../../lib/paths';
import AddFoodPage from './add-food-page';
import { stubApi, stubUpload } from '../../testing/api';
import { photoFile, stubImageFiles } from '../../testing/files';
import { renderPage } from '../../testing/render-page';

// A short stall limit, so the test need not wait the field's own, yet ten times the 150 ms between the progress events
// below: on a loaded machine a timer fires late, and at twice the gap (300 ms) one late tick stalled the upload.
vi.mock('../../config/photos', () => ({ PHOTO_UPLOAD_STALL_MS: 1_500 }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a photo upload that hangs', () => {
  it('keeps going while bytes go out, then stops once nothing goes through, says so and frees the form', async () => {
    stubApi([]);
    stubImageFiles({ width: 800, height: 600 });
    let sendProgress: (fraction: number) => void = () => undefined;
    // The connection hangs: no answer ever comes.
    const { calls } = stubUpload((_call, progress) => {
      sendProgress = progress;
      return new Promise(() => undefined);
    });
    renderPage(<AddFoodPage />, { path: paths.addFood, route: paths.addFood });
    await userEvent.upload(screen.getByLabelText('Upload a photo'), photoFile());
    await screen.findByRole('progressbar', { name: 'Uploading photo' });
    // Progress for longer than the stall limit (14 × 150 ms against 1,500 ms): each event must restart its timer.
    for (const fraction of Array.from({ length: 14 }, (_, step) => (step + 1) / 20)) {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        sendProgress(fraction);
      });
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert', {}, { timeout: 6_000 })).toHaveTextContent(MSG.photoUploadStalled);
    await waitFor(() => {
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add Food' })).toBeEnabled();
    });
    expect(calls).toHaveLength(1);
  });
});
