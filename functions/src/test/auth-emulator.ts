import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface AuthEmulatorServer {
  createApp(projectId: string, singleProjectMode: number): Promise<{ listen(port: number, host: string): Server }>;
}

export interface AuthEmulatorOptions {
  host: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  projectId: string;
}

export interface AuthEmulator {
  host: string;
  port: number;
  stop(): Promise<void>;
}

// firebase-tools' Auth emulator app, without the CLI and its hub: pure Node and offline.
export async function startAuthEmulator({ host, port = 0, projectId }: AuthEmulatorOptions): Promise<AuthEmulator> {
  const require = createRequire(import.meta.url);
  const { createApp } = require('firebase-tools/lib/emulator/auth/server.js') as AuthEmulatorServer;
  const app = await createApp(projectId, 0);
  const server = app.listen(port, host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return {
    host,
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
