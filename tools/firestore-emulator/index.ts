import net from 'node:net';
import { FirestoreServer } from '@firestore-emulator/server';

export interface FirestoreEmulatorOptions {
  host?: string;
  port?: number;
  projectId?: string;
}

export interface FirestoreEmulator {
  host: string;
  port: number;
  stop(): Promise<void>;
  clear(): void;
}

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startFirestoreEmulator(options: FirestoreEmulatorOptions = {}): Promise<FirestoreEmulator> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ? options.port : await freePort(host);
  const server = new FirestoreServer();
  await server.start(port);
  return {
    host,
    port,
    clear: () => server.state.clear(),
    stop: async () => server.stop(),
  };
}
