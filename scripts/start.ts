import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PORTS, ROOT, startStack } from './stack.js';

interface DemoAccount {
  email: string;
  password: string;
  displayName: string;
}

const accounts = JSON.parse(readFileSync(path.join(ROOT, 'emulator-data', 'accounts.json'), 'utf8')) as DemoAccount[];

console.log('Starting the Food Store local stack (offline emulators)...');
let stack: Awaited<ReturnType<typeof startStack>>;
try {
  stack = await startStack();
} catch (error) {
  console.error(`\nCould not start the local stack: ${(error as Error).message}`);
  process.exit(1);
}

const width = Math.max(...accounts.map((a) => a.email.length));
console.log(`
  Food Store is running at ${stack.url}

  Demo accounts:
${accounts.map((a) => `    ${a.email.padEnd(width)}  ${a.password}   (${a.displayName})`).join('\n')}

  Emulators: hosting ${PORTS.hosting}, functions ${PORTS.functions}, auth ${PORTS.auth}, firestore ${PORTS.firestore}, storage ${PORTS.storage}
  Emulator log: ${path.relative(process.cwd(), stack.logFile)}
  Press Ctrl-C to stop.
`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the local stack...');
  await stack.stop();
  console.log('Stopped.');
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
