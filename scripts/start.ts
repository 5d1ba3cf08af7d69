import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setSignalExitCode } from './shutdown.js';
import { launcherOptions, ROOT, StackStoppedError, startStack, type Stack } from './stack.js';

interface DemoAccount {
  email: string;
  password: string;
  displayName: string;
}

function printBanner(stack: Stack): void {
  const accounts = JSON.parse(readFileSync(path.join(ROOT, 'emulator-data', 'accounts.json'), 'utf8')) as DemoAccount[];
  const width = Math.max(...accounts.map((a) => a.email.length));
  const { ports } = stack;
  console.log(`
  Food Store is running at ${stack.url}

  Demo accounts:
${accounts.map((a) => `    ${a.email.padEnd(width)}  ${a.password}   (${a.displayName})`).join('\n')}

  Emulators: hosting ${ports.hosting}, functions ${ports.functions}, auth ${ports.auth}, firestore ${ports.firestore}, storage ${ports.storage}
  Emulator log: ${path.relative(process.cwd(), stack.logFile)}
  ${stack.restored ? 'Your data from the last run is back; `npm run reset` starts again from the seed.' : 'Fresh seed data: what you change is saved when you stop, and back on the next `npm start`.'}
  Press Ctrl-C to stop.
`);
}

// Ctrl-C is how this program is meant to end: a clean stop is a success for npm.
setSignalExitCode(() => 0);
console.log('Starting the Food Store local stack (offline emulators)...');
const stack = await startStack(launcherOptions()).catch((error: unknown) => {
  // Stopped by a signal while starting: shutdown.ts exits once everything started has stopped.
  if (error instanceof StackStoppedError) return undefined;
  console.error(`\nCould not start the local stack: ${(error as Error).message}`);
  process.exit(1);
});
if (stack) printBanner(stack);
