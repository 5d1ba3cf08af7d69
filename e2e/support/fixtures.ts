import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Request } from 'playwright-core';
import { inject, test as base } from 'vitest';
import { APP_URL, CHROMIUM_PATH, RESULTS_DIR } from './env.js';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);
const STACK_LOG_TAIL_LINES = 150;
const ANSI_COLOR = new RegExp(`${String.fromCharCode(27)}\\[[\\d;]*m`, 'g');

interface LogEntry {
  at: number;
  page: number;
  kind: 'console' | 'pageerror' | 'requestfailed' | 'external' | 'http' | 'note';
  level?: string;
  text: string;
}

/** One browser journey: its contexts and pages, and everything they logged. */
export class Journey {
  readonly entries: LogEntry[] = [];
  private readonly contexts: BrowserContext[] = [];
  private readonly pages: Page[] = [];
  private readonly allowed: RegExp[] = [];
  private readonly started = Date.now();

  constructor(private readonly browser: Browser) {}

  /** A page in a new browser context (desktop size unless told otherwise), served from the local stack. */
  async newPage(options: BrowserContextOptions = {}): Promise<Page> {
    const context = await this.browser.newContext({
      baseURL: APP_URL,
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
      reducedMotion: 'reduce',
      ...options,
    });
    this.contexts.push(context);
    // Nothing may be fetched from the internet; every such request fails here exactly as it would offline.
    await context.route(
      (url) => url.protocol.startsWith('http') && !LOCAL_HOSTS.has(url.hostname),
      (route) => {
        const request = route.request();
        this.record(pageOf(request), 'external', `${request.method()} ${request.url()}`);
        return route.abort('internetdisconnected');
      },
    );
    await context.addInitScript(logToasts);
    context.on('page', (page) => this.watch(page));
    return context.newPage();
  }

  /** Console errors, page errors and internet requests matching these are provoked on purpose by the journey. */
  allowErrors(...patterns: RegExp[]): void {
    this.allowed.push(...patterns);
  }

  /** Error-level console messages, page errors and internet requests the journey did not expect. */
  unexpectedErrors(): LogEntry[] {
    return this.entries.filter(
      (entry) =>
        (entry.kind === 'pageerror' || entry.kind === 'external' || (entry.kind === 'console' && entry.level === 'error')) &&
        !this.allowed.some((pattern) => pattern.test(entry.text)),
    );
  }

  async saveArtifacts(name: string): Promise<string[]> {
    mkdirSync(RESULTS_DIR, { recursive: true });
    const saved: string[] = [];
    const open = this.pages.filter((page) => !page.isClosed());
    for (const [index, page] of open.entries()) {
      const file = path.join(RESULTS_DIR, `${name}${index === open.length - 1 ? '' : `-page${index + 1}`}.png`);
      try {
        await page.screenshot({ path: file, fullPage: true, timeout: 10_000 });
        saved.push(file);
      } catch (error) {
        this.entries.push({ at: Date.now(), page: index + 1, kind: 'note', text: `screenshot failed: ${String(error)}` });
      }
    }
    const lines = this.entries.map((entry) => {
      const seconds = ((entry.at - this.started) / 1000).toFixed(2).padStart(7);
      return `${seconds}s page${entry.page} ${entry.kind}${entry.level ? `:${entry.level}` : ''} ${entry.text}`;
    });
    const urls = open.map((page, index) => `page${index + 1} at ${page.url()}`);
    const logFile = path.join(RESULTS_DIR, `${name}.log`);
    writeFileSync(logFile, [...urls, '', ...lines, '', '--- local stack log (tail) ---', stackLogTail(), ''].join('\n'));
    saved.push(logFile);
    return saved;
  }

  async close(): Promise<void> {
    await Promise.all(this.contexts.map((context) => context.close().catch(() => undefined)));
  }

  private watch(page: Page): void {
    this.pages.push(page);
    page.setDefaultTimeout(15_000);
    page.setDefaultNavigationTimeout(30_000);
    page.on('console', (message) => {
      const location = message.location().url ? ` (${message.location().url})` : '';
      this.record(page, 'console', `${message.text()}${location}`, message.type());
    });
    page.on('pageerror', (error) => this.record(page, 'pageerror', error.stack ?? error.message));
    page.on('requestfailed', (request) => this.record(page, 'requestfailed', `${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`));
    page.on('response', (response) => {
      if (response.status() >= 400) this.record(page, 'http', `${response.status()} ${response.request().method()} ${response.url()}`);
    });
  }

  private record(page: Page | null, kind: LogEntry['kind'], text: string, level?: string): void {
    const index = page ? this.pages.indexOf(page) + 1 : 0;
    this.entries.push({ at: Date.now(), page: index, kind, level, text });
  }
}

/** Runs in the page: every toast shown goes to the console, so the journey log tells what the user was told. */
function logToasts(): void {
  const seen = new WeakSet<Element>();
  const observer = new MutationObserver(() => {
    for (const toast of Array.from(document.querySelectorAll('.Toastify__toast'))) {
      if (seen.has(toast) || !toast.textContent?.trim()) continue;
      seen.add(toast);
      const kind = /Toastify__toast--(\w+)/.exec(toast.className)?.[1] ?? 'default';
      console.info(`[toast:${kind}] ${toast.textContent.trim()}`);
    }
  });
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
}

function pageOf(request: Request): Page | null {
  try {
    return request.frame().page();
  } catch {
    // Service worker requests have no frame.
    return null;
  }
}

function stackLogTail(): string {
  const file = inject('stackLogFile');
  if (!file || !existsSync(file)) return '(no stack log)';
  // Static file requests drown out the function's log lines.
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !/hosting:.*"GET \/(assets|images|favicon)/.test(line));
  return lines
    .slice(-STACK_LOG_TAIL_LINES)
    .join('\n')
    .replace(ANSI_COLOR, '');
}

function artifactName(file: string, testName: string): string {
  return `${path.basename(file).replace(/\.test\.ts$/, '')}--${testName}`.replace(/[^\w.-]+/g, '-').slice(0, 120);
}

export const test = base.extend<{ $test: { journey: Journey }; $file: { browser: Browser } }>({
  browser: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads the fixture's dependencies from this destructuring.
    async ({}, use) => {
      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-quic',
        ],
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  journey: async ({ browser, task }, use) => {
    const journey = new Journey(browser);
    await use(journey);
    const failed = task.result?.state === 'fail';
    const unexpected = journey.unexpectedErrors();
    if (failed || unexpected.length > 0) {
      const saved = await journey.saveArtifacts(artifactName(task.file.name, task.name));
      console.log(`[e2e] artifacts of "${task.name}": ${saved.join(', ')}`);
    }
    await journey.close();
    if (!failed && unexpected.length > 0) {
      throw new Error(`The page logged unexpected errors:\n${unexpected.map((entry) => `  ${entry.kind}: ${entry.text}`).join('\n')}`);
    }
  },
});

export { describe, expect } from 'vitest';
