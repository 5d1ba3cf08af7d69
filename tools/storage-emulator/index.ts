import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StorageError } from './errors.js';
import { readExportFile, writeExportFile } from './export.js';
import { ObjectStore } from './objects.js';
import { errorResponse, route, type EmulatorResponse } from './routes.js';

export interface StorageEmulatorOptions {
  host?: string;
  /** 0 or absent: a free port. */
  port?: number;
  /** The buckets that exist (Cloud Storage answers 404 for any other; nothing is created on first use). */
  buckets: readonly string[];
}

export interface StorageEmulator {
  host: string;
  port: number;
  /** `host:port`, the value of FIREBASE_STORAGE_EMULATOR_HOST. */
  hostPort: string;
  stop(): Promise<void>;
  /** Deletes every object of every bucket. */
  clear(): void;
  /** Writes every object to a JSON file (the local stack's saved data); returns how many. */
  exportTo(file: string): number;
  /** Replaces every object with those of an export file (none if it does not exist); returns how many. */
  importFrom(file: string): number;
}

// Well above anything the app stores (photo variants of a few hundred KB); the JSON API's own limit is 5 TiB.
const MAX_BODY_BYTES = 64 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new StorageError(413, 'uploadTooLarge', `The emulator accepts bodies up to ${MAX_BODY_BYTES} bytes.`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, answer: EmulatorResponse): void {
  const json = answer.body !== undefined && !Buffer.isBuffer(answer.body);
  const body = answer.body === undefined ? undefined : Buffer.isBuffer(answer.body) ? answer.body : Buffer.from(JSON.stringify(answer.body));
  res.writeHead(answer.status, {
    ...(json ? { 'content-type': 'application/json; charset=UTF-8' } : {}),
    ...answer.headers,
    ...(body ? { 'content-length': String(body.length) } : {}),
  });
  res.end(body);
}

/** Starts the in-process Cloud Storage JSON API emulator (README.md says what it implements and why it exists). */
export async function startStorageEmulator(options: StorageEmulatorOptions): Promise<StorageEmulator> {
  const host = options.host ?? '127.0.0.1';
  const store = new ObjectStore(options.buckets);
  const server = createServer((req, res) => {
    readBody(req)
      .then((body) => {
        const origin = `http://${req.headers.host ?? `${host}:${(server.address() as AddressInfo).port}`}`;
        return route(store, { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body, origin });
      })
      .catch(errorResponse)
      .then((answer) => send(res, answer))
      .catch(() => res.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  let stopped = false;
  return {
    host,
    port,
    hostPort: host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`,
    clear: () => store.clear(),
    exportTo: (file) => writeExportFile(file, store.all()),
    importFrom: (file) => {
      const objects = readExportFile(file);
      store.replaceAll(objects);
      return objects.length;
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
