/** Where the local stack listens (firebase.json), as the browser sees it. */
export const APP_URL = 'http://localhost:5000';
export const AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';
export const PROJECT_ID = 'demo-foodstore';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const RESULTS_DIR = 'test-results';
export const SCREENS_DIR = `${RESULTS_DIR}/screens`;

/** Every seeded and test account uses this password. */
export const PASSWORD = 'Password123';

export const DEMO = {
  rahim: { uid: 'demo-rahim', email: 'rahim@example.com', name: 'Chef Rahim' },
  nadia: { uid: 'demo-nadia', email: 'nadia@example.com', name: 'Nadia Islam' },
  tanvir: { uid: 'demo-tanvir', email: 'tanvir@example.com', name: 'Tanvir Ahmed' },
} as const;

/** A short random tag so names and e-mails created by one run never collide. */
export function uniqueTag(): string {
  return Math.random().toString(36).slice(2, 8);
}
