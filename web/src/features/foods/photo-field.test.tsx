import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_MAX_BYTES } from '@domain/limits';
import { MSG } from '@domain/messages';
import { paths } from '../../lib/paths';
import AddFoodPage from './add-food-page';
import UpdateFoodPage from './update-food-page';
import { json, stubApi, stubUpload, type UploadAnswer } from '../../testing/api';
import { JPEG_HEAD, photoFile, stubImageFiles } from '../../testing/files';
import { makeFood } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';

const URL_OF_PHOTO = '/photos/AbCdEfGhIjKlMnOpQrSt/400-800-1200/800.webp';
const UPLOADED = {
  id: 'AbCdEfGhIjKlMnOpQrSt',
  url: URL_OF_PHOTO,
  srcset: `/photos/AbCdEfGhIjKlMnOpQrSt/400-800-1200/400.webp 400w, ${URL_OF_PHOTO} 800w, /photos/AbCdEfGhIjKlMnOpQrSt/400-800-1200/1200.webp 1200w`,
};

const render = () => renderPage(<AddFoodPage />, { path: paths.addFood, route: paths.addFood });

afterEach(() => {
  vi.unstubAllGlobals();
});

function deferredAnswer() {
  let answer!: (result: UploadAnswer) => void;
  const promise = new Promise<UploadAnswer>((resolve) => (answer = resolve));
  return { promise, answer };
}

describe('Upload a photo (Add Food)', () => {
  it('opens the camera or gallery for images only', () => {
    stubApi([]);
    render();
    const input = screen.getByLabelText('Upload a photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(screen.getByText('or paste an image URL')).toBeInTheDocument();
  });

  it('shows the photo and the progress while it uploads, holds the submit, then uses its url', async () => {
    stubApi([]);
    stubImageFiles({ width: 4032, height: 3024 });
    const upload = deferredAnswer();
    const { calls } = stubUpload(() => upload.promise);
    render();
    const user = userEvent.setup();

    await user.upload(screen.getByLabelText('Upload a photo'), photoFile());
    expect(await screen.findByRole('img', { name: 'The chosen photo' })).toHaveAttribute('src', 'blob:local/2'); // the first was the size check's, revoked
    expect(screen.getByRole('progressbar', { name: 'Uploading photo' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Add Food' })).toBeDisabled();

    upload.answer({ status: 201, body: UPLOADED, progress: [0.5] });
    // The field is there from the start: wait for the upload's url to fill it.
    await waitFor(() => expect(screen.getByLabelText('Food Image (URL)')).toHaveValue(URL_OF_PHOTO));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: "The dish's photo" })).toHaveAttribute('srcset', UPLOADED.srcset);
    expect(screen.getByLabelText('Replace photo')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Food' })).toBeEnabled());
    expect(calls).toHaveLength(1);
    expect((calls[0]?.body?.get('photo') as File).name).toBe('dish.jpg');
  });

  it('reports progress as the bytes go out', async () => {
    stubApi([]);
    stubImageFiles({ width: 800, height: 600 });
    const upload = deferredAnswer();
    let sendProgress: (fraction: number) => void = () => undefined;
    stubUpload((_call, progress) => {
      sendProgress = progress;
      return upload.promise;
    });
    render();
    await userEvent.upload(screen.getByLabelText('Upload a photo'), photoFile());
    const bar = await screen.findByRole('progressbar', { name: 'Uploading photo' });
    act(() => sendProgress(0.5));
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Uploading... 50%')).toBeInTheDocument();
    act(() => sendProgress(1));
    expect(screen.getByText('Preparing the photo...')).toBeInTheDocument();
    upload.answer({ status: 201, body: UPLOADED });
    await waitFor(() => expect(bar).not.toBeInTheDocument());
  });

  it('refuses a file that is not a photo and a photo too small, before uploading', async () => {
    stubApi([]);
    stubImageFiles({ width: 300, height: 200 });
    const { calls } = stubUpload(() => ({ status: 201, body: UPLOADED }));
    render();
    const user = userEvent.setup();
    const input = screen.getByLabelText('Upload a photo');

    await user.upload(input, photoFile('notes.jpg', [...new TextEncoder().encode('just some text')]));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.photoType);

    await user.upload(input, photoFile('tiny.jpg'));
    expect(await screen.findByText(MSG.photoTooSmall)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
    expect(screen.getByLabelText('Food Image (URL)')).toHaveValue('');
  });

  it('makes a large photo smaller on the device, upright, and uploads that: a JPEG of 2048 px at most', async () => {
    stubApi([]);
    stubImageFiles({ width: 3024, height: 4032 });
    // The browser's decoder, upright (a phone's landscape-stored portrait), and the canvas's JPEG encoder.
    const close = vi.fn();
    const decode = vi.fn((_file: Blob, _options?: ImageBitmapOptions) => Promise.resolve({ width: 3024, height: 4032, close }));
    vi.stubGlobal('createImageBitmap', decode);
    const drawn: number[][] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillRect: () => undefined,
      drawImage: (_image: unknown, ...box: number[]) => drawn.push(box),
    } as unknown as CanvasRenderingContext2D);
    const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done: BlobCallback, type?: string) => {
      done(new Blob([new Uint8Array(300_000)], { type }));
    });
    const { calls } = stubUpload(() => ({ status: 201, body: UPLOADED }));
    render();

    const camera = new Uint8Array(PHOTO_MAX_BYTES + 1_000_000);
    camera.set(JPEG_HEAD);
    await userEvent.upload(screen.getByLabelText('Upload a photo'), photoFile('IMG_2041.JPG', camera));
    // The field is there from the start: wait for the upload's url to fill it.
    await waitFor(() => expect(screen.getByLabelText('Food Image (URL)')).toHaveValue(URL_OF_PHOTO));
    expect(decode).toHaveBeenCalledWith(expect.any(File), { imageOrientation: 'from-image' });
    expect(drawn).toEqual([[0, 0, 1536, 2048]]);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.85);
    expect(close).toHaveBeenCalledOnce();
    const sent = calls[0]?.body?.get('photo') as File;
    expect([sent.name, sent.type, sent.size]).toEqual(['IMG_2041.jpg', 'image/jpeg', 300_000]);
    vi.restoreAllMocks();
  });

  it('sends a small photo as chosen, and refuses one over 5 MB only when the browser cannot make it smaller', async () => {
    stubApi([]);
    stubImageFiles({ width: 1200, height: 900 });
    vi.stubGlobal('createImageBitmap', vi.fn(() => Promise.resolve({ width: 1200, height: 900, close: () => undefined })));
    const { calls } = stubUpload(() => ({ status: 201, body: UPLOADED }));
    render();
    const small = photoFile('small.jpg');
    await userEvent.upload(screen.getByLabelText('Upload a photo'), small);
    // The field is there from the start: wait for the upload's url to fill it.
    await waitFor(() => expect(screen.getByLabelText('Food Image (URL)')).toHaveValue(URL_OF_PHOTO));
    const sent = calls[0]?.body?.get('photo') as File;
    expect([sent.name, sent.type, sent.size]).toEqual([small.name, small.type, small.size]);

    vi.stubGlobal('createImageBitmap', vi.fn(() => Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError'))));
    const huge = new Uint8Array(PHOTO_MAX_BYTES + 1);
    huge.set(JPEG_HEAD);
    await userEvent.upload(screen.getByLabelText('Replace photo'), photoFile('huge.jpg', huge));
    expect(await screen.findByText(MSG.photoTooLarge)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("shows the API's refusal and keeps the form as it was", async () => {
    stubApi([]);
    stubImageFiles({ width: 1200, height: 900 });
    stubUpload(() => ({ status: 400, body: { message: MSG.photoTooManyPixels, errors: { photo: MSG.photoTooManyPixels } } }));
    render();
    await userEvent.upload(screen.getByLabelText('Upload a photo'), photoFile('bomb.jpg', JPEG_HEAD));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.photoTooManyPixels);
    expect(screen.queryByRole('img', { name: 'The chosen photo' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Upload a photo')).toBeEnabled();
  });

  it('says the upload failed when the network does', async () => {
    stubApi([]);
    stubImageFiles({ width: 1200, height: 900 });
    stubUpload(() => null);
    render();
    await userEvent.upload(screen.getByLabelText('Upload a photo'), photoFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.photoUploadFailed);
  });

  it('adds the food with the uploaded photo', async () => {
    const { calls } = stubApi([['POST', /^\/add-food$/, () => json({ _id: 'new-id' }, { status: 201 })]]);
    stubImageFiles({ width: 1600, height: 1200 });
    stubUpload(() => ({ status: 201, body: UPLOADED }));
    render();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Food Name'), 'Shorshe Ilish');
    await user.upload(screen.getByLabelText('Upload a photo'), photoFile());
    await screen.findByLabelText('Replace photo');
    await user.type(screen.getByLabelText('Category'), 'Seafood');
    await user.type(screen.getByLabelText('Food Origin'), 'Bangladesh');
    await user.type(screen.getByLabelText('Quantity'), '5');
    await user.type(screen.getByLabelText('Price ($)'), '14');
    await user.type(screen.getByLabelText('Description'), 'Hilsa in mustard sauce.');
    await user.click(screen.getByRole('button', { name: 'Add Food' }));

    expect(await screen.findByText(MSG.addFoodSuccess)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ foodImage: URL_OF_PHOTO });
  });
});

describe('Replace photo (Update Food)', () => {
  it("shows the food's photo, replaces it with an upload and saves the new url", async () => {
    const { calls } = stubApi([
      ['GET', /^\/food\/food-1$/, () => json(makeFood({ foodImage: '/images/foods/biryani-800.webp' }))],
      ['PUT', /^\/update-food\/food-1$/, () => json({ ok: true })],
    ]);
    stubImageFiles({ width: 1600, height: 1200 });
    stubUpload(() => ({ status: 201, body: UPLOADED }));
    renderPage(<UpdateFoodPage />, { path: paths.updateFood.pattern, route: paths.updateFood('food-1') });

    expect(await screen.findByRole('img', { name: "The dish's photo" })).toHaveAttribute('src', '/images/foods/biryani-800.webp');
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Replace photo'), photoFile());
    await waitFor(() => expect(screen.getByLabelText('Food Image (URL)')).toHaveValue(URL_OF_PHOTO));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(MSG.updateSuccess)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ foodImage: URL_OF_PHOTO });
  });
});
