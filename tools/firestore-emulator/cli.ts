import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ExportFileError } from './export.js';
import { startFirestoreEmulator } from './index.js';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '8080' },
    project: { type: 'string' },
    indexes: { type: 'string' },
    import: { type: 'string' },
    'export-on-exit': { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`invalid --port: ${values.port}`);
  process.exit(2);
}

const emulator = await startFirestoreEmulator({ host: values.host, port, projectId: values.project, indexes: values.indexes });
console.log(`Firestore emulator (Node) listening on ${emulator.host}:${emulator.port}${values.indexes ? `, enforcing ${values.indexes}` : ''}`);
// As `firebase emulators:start --import`: a missing file is a first start; an unreadable one stops here, untouched.
if (values.import && existsSync(values.import)) {
  try {
    console.log(`Imported ${emulator.importFrom(values.import)} documents from ${values.import}`);
  } catch (error) {
    console.error(error instanceof ExportFileError ? `Cannot import ${error.message}` : error);
    await emulator.stop();
    process.exit(1);
  }
}

let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  const exportTo = values['export-on-exit'];
  if (exportTo) console.log(`Exported ${emulator.exportTo(exportTo)} documents to ${exportTo}`);
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
