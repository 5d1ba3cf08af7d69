import { vi } from 'vitest';

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

export interface ApiCall {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/** Stubs fetch with `[method, path pattern, handler]` routes and records every call; unmatched calls get 404. */
export function stubApi(routes: Array<[string, RegExp, Handler]>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const call: ApiCall = {
      method,
      path,
      params: url.searchParams,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = routes.find(([m, pattern]) => m === method && pattern.test(path));
    return route ? route[2](call) : json({ message: 'Not found.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export interface UploadCall {
  method: string;
  url: string;
  withCredentials: boolean;
  headers: Record<string, string>;
  body: FormData | undefined;
}

export interface UploadAnswer {
  status: number;
  body: unknown;
  /** Progress events sent before the answer, as fractions of the body. */
  progress?: number[];
}

/**
 * Stubs XMLHttpRequest (the upload of `lib/http.ts`) and records every send: each answer comes after the given
 * progress events; `null` is a network error. `sendProgress` reports progress while the answer is pending.
 */
export function stubUpload(
  answer: (call: UploadCall, sendProgress: (fraction: number) => void) => UploadAnswer | null | Promise<UploadAnswer | null>,
) {
  const calls: UploadCall[] = [];
  class StubXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private call: UploadCall = { method: '', url: '', withCredentials: false, headers: {}, body: undefined };
    private aborted = false;

    open(method: string, url: string) {
      this.call = { ...this.call, method, url };
    }

    setRequestHeader(name: string, value: string) {
      this.call.headers[name] = value;
    }

    abort() {
      this.aborted = true;
      this.onabort?.();
    }

    send(body: FormData) {
      const call = { ...this.call, withCredentials: this.withCredentials, body };
      calls.push(call);
      const sendProgress = (fraction: number) => this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 1000, total: 1000 });
      void Promise.resolve(answer(call, sendProgress)).then((result) => {
        if (this.aborted) return;
        if (!result) {
          this.onerror?.();
          return;
        }
        for (const fraction of result.progress ?? []) sendProgress(fraction);
        this.status = result.status;
        this.responseText = JSON.stringify(result.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', StubXhr);
  return { calls };
}
