import type { CodedMessage, MessageParam } from '@domain/message-codes';
import type { ApiErrorBody } from '@domain/types';

/**
 * The `code` of a 403 body that refuses the session itself (not one action), so the user is signed out.
 * Business-rule 403s (your own food, not the owner, not the buyer, another user's e-mail) carry no such code.
 */
export const SESSION_REFUSED_CODE = 'session_refused';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /**
     * A machine-readable reason from the error body: the MSG key of the message (docs/ARCHITECTURE.md §5i "Error
     * codes"), or SESSION_REFUSED_CODE.
     */
    readonly code?: string,
    /** The values of a message made from values (MSG function arguments, in order). */
    readonly params?: MessageParam[],
    /** The code of each field error, by the same keys as `errors`. */
    readonly fieldCodes?: Record<string, CodedMessage>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Whether a failed credentialed call means the session is gone: any 401, or a 403 whose body says the session
 * itself is refused. A 403 for a business rule leaves the user signed in; the page shows its message.
 */
export function isSessionLost(error: ApiError): boolean {
  return error.status === 401 || (error.status === 403 && error.code === SESSION_REFUSED_CODE);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * A call anyone may make (the catalogue, the session calls themselves): its 401 or 403 never ends the session.
   * Calls are credentialed unless marked public.
   */
  public?: boolean;
  signal?: AbortSignal;
}

type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

export interface UploadOptions {
  /** Called as the body goes out, with the fraction sent (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

/** The app's API client: JSON over `fetch` to /api with the session cookie, typed errors. */
export interface ApiClient {
  /** The full response, for calls that read headers (paging). */
  request<T>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  get<T>(path: string, options?: CallOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  delete<T>(path: string, options?: CallOptions): Promise<T>;
  /**
   * A credentialed multipart POST that reports upload progress, which `fetch` cannot: the one call made with
   * XMLHttpRequest. Errors as for the other calls.
   */
  upload<T>(path: string, form: FormData, options?: UploadOptions): Promise<T>;
}

export interface ApiClientOptions {
  /**
   * What a lost session does (the AuthProvider signs out and goes to /login). Called with the error of each failed
   * credentialed call for which `isSessionLost` holds; the call still rejects with that error. A client without it
   * makes public calls only.
   */
  onSessionLost?: (error: ApiError) => void;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(response: Pick<Response, 'status' | 'statusText'>, payload: unknown): ApiError {
  const body = (payload ?? {}) as Partial<ApiErrorBody> & { code?: unknown };
  const code = typeof body.code === 'string' ? body.code : undefined;
  return new ApiError(response.status, body.message ?? response.statusText, body.errors, code, body.params, body.fieldCodes);
}

export function createApiClient({ onSessionLost }: ApiClientOptions = {}): ApiClient {
  async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const credentialed = options.public !== true;
    if (credentialed && !onSessionLost) {
      throw new Error(`${path}: this API client makes public calls only; use the app's client (useApi()) for credentialed calls`);
    }
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const send = () =>
      fetch(`/api${path}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: 'include',
        signal: options.signal,
      });
    let response: Response;
    try {
      response = await send();
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(0, 'Network error. Check your connection and try again.');
    }
    const payload = parse(await response.text());
    if (!response.ok) {
      const error = toApiError(response, payload);
      if (credentialed && isSessionLost(error)) onSessionLost?.(error);
      throw error;
    }
    return { data: payload as T, headers: response.headers };
  }

  function upload<T>(path: string, form: FormData, { onProgress, signal }: UploadOptions = {}): Promise<T> {
    if (!onSessionLost) return Promise.reject(new Error(`${path}: uploads are credentialed; use the app's client (useApi())`));
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
        return;
      }
      const xhr = new XMLHttpRequest();
      const abort = () => xhr.abort();
      const done = () => signal?.removeEventListener('abort', abort);
      xhr.open('POST', `/api${path}`);
      xhr.withCredentials = true;
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        done();
        const payload = parse(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) {
          resolve(payload as T);
          return;
        }
        const error = toApiError({ status: xhr.status, statusText: xhr.statusText }, payload);
        if (isSessionLost(error)) onSessionLost(error);
        reject(error);
      };
      xhr.onerror = () => {
        done();
        reject(new ApiError(0, 'Network error. Check your connection and try again.'));
      };
      xhr.onabort = () => {
        done();
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
      };
      signal?.addEventListener('abort', abort);
      xhr.send(form);
    });
  }

  return {
    request,
    upload,
    get: <T>(path: string, options?: CallOptions) => request<T>(path, { ...options, method: 'GET' }).then((r) => r.data),
    post: <T>(path: string, body?: unknown, options?: CallOptions) =>
      request<T>(path, { ...options, method: 'POST', body }).then((r) => r.data),
    put: <T>(path: string, body?: unknown, options?: CallOptions) =>
      request<T>(path, { ...options, method: 'PUT', body }).then((r) => r.data),
    delete: <T>(path: string, options?: CallOptions) => request<T>(path, { ...options, method: 'DELETE' }).then((r) => r.data),
  };
}
