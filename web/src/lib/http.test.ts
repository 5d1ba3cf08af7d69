import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@domain/messages';
import { apiErrorMessage } from './api-error-text';
import { ApiError, createApiClient, SESSION_REFUSED_CODE } from './http';
import { stubUpload } from '../testing/api';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function stubFetch(response: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('createApiClient', () => {
  it('sends JSON to /api with the session cookie and returns the parsed body', async () => {
    const fetchMock = stubFetch(() => json({ _id: 'f1' }, 201));
    const api = createApiClient({ onSessionLost: vi.fn() });

    await expect(api.post('/add-food', { foodName: 'Fuchka' })).resolves.toEqual({ _id: 'f1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/add-food', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"foodName":"Fuchka"}',
      credentials: 'include',
      signal: undefined,
    });
  });

  it('gives the response headers to request()', async () => {
    stubFetch(() => json([], 200, { 'X-Next-Cursor': 'c2' }));
    const { headers } = await createApiClient().request('/foods', { public: true });
    expect(headers.get('X-Next-Cursor')).toBe('c2');
  });

  it('a credentialed call reports a 401 as a lost session and still rejects with the error', async () => {
    stubFetch(() => json({ message: 'Please log in to continue.' }, 401));
    const onSessionLost = vi.fn();
    const api = createApiClient({ onSessionLost });

    const error = await api.get('/foods/a@example.com').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Please log in to continue.' });
    expect(onSessionLost).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('a business-rule 403 is an error for the page, not a lost session', async () => {
    stubFetch(() => json({ message: 'You cannot purchase your own food.' }, 403));
    const onSessionLost = vi.fn();

    await expect(createApiClient({ onSessionLost }).post('/add-purchase-food', {})).rejects.toMatchObject({
      status: 403,
      message: 'You cannot purchase your own food.',
      code: undefined,
    });
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it(`a 403 with code "${SESSION_REFUSED_CODE}" is a lost session`, async () => {
    stubFetch(() => json({ message: 'This account is disabled.', code: SESSION_REFUSED_CODE }, 403));
    const onSessionLost = vi.fn();

    await expect(createApiClient({ onSessionLost }).delete('/food/f1')).rejects.toMatchObject({ status: 403, code: SESSION_REFUSED_CODE });
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('public calls opt out of session handling', async () => {
    stubFetch(() => json({ message: 'Please log in to continue.' }, 401));
    const onSessionLost = vi.fn();

    await expect(createApiClient({ onSessionLost }).get('/top-foods', { public: true })).rejects.toMatchObject({ status: 401 });
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('a client without a session handler refuses credentialed calls before sending them', async () => {
    const fetchMock = stubFetch(() => json({}));
    await expect(createApiClient().get('/foods/a@example.com')).rejects.toThrow('public calls only');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns a network failure into status 0 with the fallback for the page', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await createApiClient().get('/top-foods', { public: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0 });
    expect(apiErrorMessage(error, 'Failed to fetch food data', MSG)).toBe('Failed to fetch food data');
  });

  it('keeps field errors and uses the status text when the body is not JSON', async () => {
    stubFetch(() => json({ message: 'Some fields are invalid.', errors: { price: 'Price is required.' } }, 400));
    await expect(createApiClient({ onSessionLost: vi.fn() }).post('/add-food', {})).rejects.toMatchObject({
      errors: { price: 'Price is required.' },
    });
    stubFetch(() => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(createApiClient().get('/top-foods', { public: true })).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
  });
});

describe('upload', () => {
  it('posts the form with the session cookie, reports progress and returns the parsed body', async () => {
    const { calls } = stubUpload(() => ({ status: 201, body: { id: 'p1' }, progress: [0.25, 1] }));
    const form = new FormData();
    form.append('photo', new Blob(['x']), 'a.jpg');
    const progress: number[] = [];

    await expect(createApiClient({ onSessionLost: vi.fn() }).upload('/photos', form, { onProgress: (f) => progress.push(f) })).resolves.toEqual({ id: 'p1' });
    expect(calls).toEqual([{ method: 'POST', url: '/api/photos', withCredentials: true, headers: { Accept: 'application/json' }, body: form }]);
    expect(progress).toEqual([0.25, 1]);
  });

  it('rejects with the API error, and a 401 is a lost session', async () => {
    stubUpload(() => ({ status: 415, body: { message: 'Not a photo.' } }));
    const onSessionLost = vi.fn();
    const api = createApiClient({ onSessionLost });
    await expect(api.upload('/photos', new FormData())).rejects.toMatchObject({ status: 415, message: 'Not a photo.' });
    expect(onSessionLost).not.toHaveBeenCalled();

    stubUpload(() => ({ status: 401, body: { message: 'Please log in to continue.' } }));
    await expect(api.upload('/photos', new FormData())).rejects.toMatchObject({ status: 401 });
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into the network error and an abort into an AbortError', async () => {
    stubUpload(() => null);
    const api = createApiClient({ onSessionLost: vi.fn() });
    await expect(api.upload('/photos', new FormData())).rejects.toMatchObject({ status: 0 });

    stubUpload(() => new Promise(() => undefined));
    const controller = new AbortController();
    const pending = api.upload('/photos', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
