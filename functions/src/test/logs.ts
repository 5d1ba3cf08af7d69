import { format } from 'node:util';
import { logger, type LogEntry } from 'firebase-functions/logger';
import { vi } from 'vitest';

export interface CapturedLogs {
  /** Every entry written, as the JSON object firebase-functions would print. */
  entries: LogEntry[];
  /** Every entry as the JSON line Cloud Logging would receive. */
  lines(): string[];
  /** The request lines (those with httpRequest) of a method and logged path, waiting for the response's `finish`. */
  requestLines(method: string, path: string, count?: number): Promise<LogEntry[]>;
  clear(): void;
  restore(): void;
}

const DIRECT_METHODS = ['debug', 'info', 'log', 'warn', 'error'] as const;

/**
 * Captures what the API logs through firebase-functions' logger, instead of printing it: `write` (the API's only way),
 * and the level methods too, so a line written around the API's request log is caught as well.
 */
export function captureLogs(): CapturedLogs {
  const entries: LogEntry[] = [];
  const spies = [
    vi.spyOn(logger, 'write').mockImplementation((entry) => {
      entries.push(JSON.parse(JSON.stringify(entry)) as LogEntry);
    }),
    ...DIRECT_METHODS.map((method) =>
      vi.spyOn(logger, method).mockImplementation((...args: unknown[]) => {
        entries.push({ severity: 'INFO', message: format(...args), direct: method });
      }),
    ),
  ];
  const requestEntries = (method: string, path: string) =>
    entries.filter((entry) => {
      const request = entry.httpRequest as { requestMethod?: string; requestUrl?: string } | undefined;
      return request?.requestMethod === method && request.requestUrl === path;
    });
  return {
    entries,
    lines: () => entries.map((entry) => JSON.stringify(entry)),
    requestLines: async (method, path, count = 1) => {
      // The line is written on the response's `finish`, which may come just after the client has read it.
      await vi.waitFor(() => {
        if (requestEntries(method, path).length < count) throw new Error(`no log line for ${method} ${path}`);
      });
      return requestEntries(method, path);
    },
    clear: () => {
      entries.length = 0;
    },
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}
