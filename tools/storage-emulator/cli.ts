import { parseArgs } from 'node:util';
import { startStorageEmulator } from './index.js';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '9199' },
    bucket: { type: 'string', multiple: true, default: ['demo-foodstore.appspot.com'] },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`invalid --port: ${values.port}`);
  process.exit(2);
}

const emulator = await startStorageEmulator({ host: values.host, port, buckets: values.bucket });
console.log(`Storage emulator (Node) listening on ${emulator.hostPort}, buckets: ${values.bucket.join(', ')}`);

let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  emulator.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
