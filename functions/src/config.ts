import { defineSecret } from 'firebase-functions/params';

export const SESSION_SECRET = defineSecret('SESSION_SECRET');

/** Shortest SESSION_SECRET accepted for HS256 (256 bits of key material as text). */
export const SESSION_SECRET_MIN_LENGTH = 32;

// Only ever used under the emulators, where no secret exists and nothing is real.
const DEV_SESSION_SECRET = 'food-store-emulator-session-key-not-for-production';

export interface AppConfig {
  /** Running under the Firebase emulators (functions emulator or the test stack). */
  emulator: boolean;
  /** HS256 key for the session cookie; undefined when production has no usable SESSION_SECRET. */
  sessionKey: Uint8Array | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv): AppConfig {
  const emulator =
    env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.FIRESTORE_EMULATOR_HOST) || Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
  if (emulator) return { emulator, sessionKey: new TextEncoder().encode(DEV_SESSION_SECRET) };
  // defineSecret exposes the secret to the function instance as this environment variable.
  const secret = env[SESSION_SECRET.name];
  const usable = secret !== undefined && secret.length >= SESSION_SECRET_MIN_LENGTH;
  return { emulator, sessionKey: usable ? new TextEncoder().encode(secret) : undefined };
}

let current: AppConfig | undefined;

/** The configuration of this instance, read from the environment on first use. */
export function getConfig(): AppConfig {
  current ??= readConfig(process.env);
  return current;
}
