import { parseStoreCurrency, type StoreCurrency } from './domain/currency.js';
import { ALWAYS_OPEN_HOURS, parseHoursCode, SPEC_HOURS, type WeekHours } from './domain/hours.js';

/** Per-user abuse limits; null means off (docs/ARCHITECTURE.md §5: off under a demo- project unless set explicitly). */
export interface Limits {
  /** Foods one user may add per day (Asia/Dhaka calendar day). */
  foodsPerDay: number | null;
  /** Orders one buyer may have waiting in `placed` at once. */
  openOrdersPerBuyer: number | null;
  /** Photos one user may upload per day (Asia/Dhaka calendar day). */
  photosPerDay: number | null;
}

/** Production defaults of the limits, used when the environment does not set them (README, Deploying). */
export const DEFAULT_LIMITS = { foodsPerDay: 20, openOrdersPerBuyer: 5, photosPerDay: 50 } as const;

/** How long a kitchen has to accept a placed order before it expires (docs/ARCHITECTURE.md §5f; README). */
export const DEFAULT_ORDER_ACCEPT_SECONDS = 1800;

/** How long one request may wait on Firestore and Firebase Auth in total; the function times out at 30 s. */
export const DEFAULT_DEADLINE_MS = 10_000;

/**
 * Variables the Firebase emulators set. firebase-admin trusts unsigned tokens while FIREBASE_AUTH_EMULATOR_HOST is
 * set, so outside a demo- project any of them means a misconfigured deployment, never a reason to relax a check.
 */
export const EMULATOR_VARIABLES = [
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIRESTORE_EMULATOR_HOST',
  'FUNCTIONS_EMULATOR',
  'FIREBASE_STORAGE_EMULATOR_HOST',
  'STORAGE_EMULATOR_HOST',
] as const;

export interface AppConfig {
  /** The Firebase project id; `demo-` projects exist only in the emulators and never touch the cloud. */
  projectId: string;
  /** A demo- project: the session cookie works over plain http and the limits are off unless set. */
  demo: boolean;
  limits: Limits;
  /** Budget of each request for Firestore and Firebase Auth calls; past it the request answers 503. */
  deadlineMs: number;
  /** Seconds a placed order waits for its kitchen before it expires (ORDER_ACCEPT_SECONDS). */
  orderAcceptSeconds: number;
  /** Why sessions are refused (an operator error, logged with each refused request); undefined when they work. */
  sessionsRefused: string | undefined;
  /**
   * The site's public origin (`PUBLIC_ORIGIN`, e.g. `https://food.example`) that the server-rendered pages' absolute
   * URLs start with; undefined: the host Hosting forwards (docs/ARCHITECTURE.md §5e).
   */
  publicOrigin: string | undefined;
  /** The hours of a kitchen that never set its own (KITCHEN_DEFAULT_HOURS; docs/ARCHITECTURE.md §5j). */
  defaultHours: WeekHours;
  /**
   * The store's currency (`STORE_CURRENCY`, docs/ARCHITECTURE.md §5i "Store currency"): `USD` unless set; an unknown
   * one stops the instance at start-up (getConfig), so a typo never serves a store in the wrong currency.
   */
  currency: StoreCurrency;
}

function readProjectId(env: NodeJS.ProcessEnv): string {
  const direct = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT;
  if (direct) return direct;
  try {
    const projectId: unknown = (JSON.parse(env.FIREBASE_CONFIG ?? '{}') as { projectId?: unknown }).projectId;
    return typeof projectId === 'string' ? projectId : '';
  } catch {
    return '';
  }
}

/** A limit from the environment: a whole number, 0 for off; unset means the production default, or off under demo-. */
function readLimit(env: NodeJS.ProcessEnv, name: string, demo: boolean, fallback: number): number | null {
  const text = env[name]?.trim();
  if (!text) return demo ? null : fallback;
  if (!/^\d{1,9}$/.test(text)) throw new Error(`${name} must be a whole number (0 turns the limit off), not "${text}"`);
  const value = Number(text);
  return value === 0 ? null : value;
}

export function readLimits(env: NodeJS.ProcessEnv, projectId: string): Limits {
  const demo = projectId.startsWith('demo-');
  return {
    foodsPerDay: readLimit(env, 'FOODS_PER_DAY_LIMIT', demo, DEFAULT_LIMITS.foodsPerDay),
    openOrdersPerBuyer: readLimit(env, 'OPEN_ORDERS_LIMIT', demo, DEFAULT_LIMITS.openOrdersPerBuyer),
    photosPerDay: readLimit(env, 'PHOTOS_PER_DAY_LIMIT', demo, DEFAULT_LIMITS.photosPerDay),
  };
}

/** ORDER_ACCEPT_SECONDS: a whole number of seconds, at least 1; unset means the default (also under demo-). */
export function readOrderAcceptSeconds(env: NodeJS.ProcessEnv): number {
  const text = env.ORDER_ACCEPT_SECONDS?.trim();
  if (!text) return DEFAULT_ORDER_ACCEPT_SECONDS;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) {
    throw new Error(`ORDER_ACCEPT_SECONDS must be a whole number of seconds of at least 1, not "${text}"`);
  }
  return Number(text);
}

/**
 * KITCHEN_DEFAULT_HOURS: a week in the compact form of `hoursCode` (seven days Monday first, e.g.
 * `09:00-22:00|09:00-22:00|09:00-22:00|09:00-22:00|09:00-22:00|09:00-22:00|09:00-22:00`), no closed dates. Unset: the spec's
 * 9:00 AM to 10:00 PM, or open all day under a demo- project, so that tests and journeys hold at any hour.
 */
export function readDefaultHours(env: NodeJS.ProcessEnv, demo: boolean): WeekHours {
  const text = env.KITCHEN_DEFAULT_HOURS?.trim();
  if (!text) return demo ? ALWAYS_OPEN_HOURS : SPEC_HOURS;
  const parsed = parseHoursCode(text);
  if (!parsed || parsed.closedDates.length) {
    throw new Error(`KITCHEN_DEFAULT_HOURS must be seven days of ranges joined by | (Monday first, e.g. 09:00-22:00), not "${text}"`);
  }
  return parsed.hours;
}

/** The operator error that disables sessions: emulator variables in a project that is not a demo- project. */
function sessionsRefusedReason(env: NodeJS.ProcessEnv, projectId: string, demo: boolean): string | undefined {
  if (demo) return undefined;
  const set = EMULATOR_VARIABLES.filter((name) => Boolean(env[name]));
  if (set.length === 0) return undefined;
  return (
    `Sessions are refused: ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set in project ` +
    `"${projectId || '(unknown)'}", which is not a demo- project. Remove emulator variables from the deployed ` +
    'environment (functions/.env*), or run the emulators with a demo- project.'
  );
}

/** `PUBLIC_ORIGIN`: an http(s) origin without path, query or trailing slash; unset is undefined. */
export function readPublicOrigin(env: NodeJS.ProcessEnv): string | undefined {
  const text = env.PUBLIC_ORIGIN?.trim();
  if (!text) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== text.replace(/\/$/, '')) {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://food.example (scheme and host, no path), not "${text}"`);
  }
  return url.origin;
}

/** The configuration of a function instance; the emulator/dev mode follows the project id alone. */
export function readConfig(env: NodeJS.ProcessEnv): AppConfig {
  const projectId = readProjectId(env);
  const demo = projectId.startsWith('demo-');
  return {
    projectId,
    demo,
    limits: readLimits(env, projectId),
    deadlineMs: DEFAULT_DEADLINE_MS,
    orderAcceptSeconds: readOrderAcceptSeconds(env),
    sessionsRefused: sessionsRefusedReason(env, projectId, demo),
    publicOrigin: readPublicOrigin(env),
    defaultHours: readDefaultHours(env, demo),
    currency: parseStoreCurrency(env.STORE_CURRENCY),
  };
}

let current: AppConfig | undefined;

/** The configuration of this instance, read from the environment on first use. */
export function getConfig(): AppConfig {
  current ??= readConfig(process.env);
  return current;
}
