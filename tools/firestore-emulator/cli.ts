import { parseArgs } from 'node:util';
import { startFirestoreEmulator } from './index.js';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '8080' },
    project: { type: 'string' },
    indexes: { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`invalid --port: ${values.port}`);
  process.exit(2);
}

const emulator = await startFirestoreEmulator({ host: values.host, port, projectId: values.project, indexes: values.indexes });
console.log(`Firestore emulator (Node) listening on ${emulator.host}:${emulator.port}${values.indexes ? `, enforcing ${values.indexes}` : ''}`);

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
