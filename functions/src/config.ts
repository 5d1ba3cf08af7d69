import { defineSecret } from 'firebase-functions/params';

export const SESSION_SECRET = defineSecret('SESSION_SECRET');

/** Shortest SESSION_SECRET accepted for HS256 (256 bits of key material as text). */
export const SESSION_SECRET_MIN_LENGTH = 32;

// Only ever used under the emulators, where no secret exists and nothing is real.
const DEV_SESSION_SECRET = 'food-store-emulator-session-key-not-for-production';

/** Per-user abuse limits; null means off (ARCHITECTURE.md §5: off under a demo- project unless set explicitly). */
export interface Limits {
  /** Foods one user may add per day (Asia/Dhaka calendar day). */
  foodsPerDay: number | null;
  /** Orders one buyer may have waiting in `placed` at once. */
  openOrdersPerBuyer: number | null;
}

/** Production defaults of the limits, used when the environment does not set them (README, Deploying). */
export const DEFAULT_LIMITS = { foodsPerDay: 20, openOrdersPerBuyer: 5 } as const;

/** How long one request may wait on Firestore and Firebase Auth in total; the function times out at 30 s. */
export const DEFAULT_DEADLINE_MS = 10_000;

export interface AppConfig {
  /** The Firebase project id; `demo-` projects never touch the cloud. */
  projectId: string;
  limits: Limits;
  /** Running under the Firebase emulators (functions emulator or the test stack). */
  emulator: boolean;
  /** HS256 key for the session cookie; undefined when production has no usable SESSION_SECRET. */
  sessionKey: Uint8Array | undefined;
  /** Budget of each request for Firestore and Firebase Auth calls; past it the request answers 503. */
  deadlineMs: number;
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
  };
}

export function readConfig(env: NodeJS.ProcessEnv): AppConfig {
  const projectId = readProjectId(env);
  const limits = readLimits(env, projectId);
  const emulator =
    env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.FIRESTORE_EMULATOR_HOST) || Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
  const deadlineMs = DEFAULT_DEADLINE_MS;
  if (emulator) return { projectId, limits, emulator, deadlineMs, sessionKey: new TextEncoder().encode(DEV_SESSION_SECRET) };
  // defineSecret exposes the secret to the function instance as this environment variable.
  const secret = env[SESSION_SECRET.name];
  const usable = secret !== undefined && secret.length >= SESSION_SECRET_MIN_LENGTH;
  return { projectId, limits, emulator, deadlineMs, sessionKey: usable ? new TextEncoder().encode(secret) : undefined };
}

let current: AppConfig | undefined;

/** The configuration of this instance, read from the environment on first use. */
export function getConfig(): AppConfig {
  current ??= readConfig(process.env);
  return current;
}
