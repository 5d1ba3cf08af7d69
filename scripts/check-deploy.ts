import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';

// The first hosting predeploy step (firebase.json): a production web build without the Firebase web config, or with
// another project's, deploys an app that cannot sign anyone in. Stop the deploy before it builds that.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_CONFIG = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID'] as const;

/** What is wrong with the production build's config for a deploy to `project` (firebase-tools sets GCLOUD_PROJECT). */
export function deployConfigProblems(project: string | undefined, envDir = path.join(ROOT, 'web')): string[] {
  // As `vite build` reads it: web/.env.production(.local) and VITE_* variables of the environment.
  const env = loadEnv('production', envDir, 'VITE_');
  const problems = WEB_CONFIG.filter((name) => !env[name]?.trim()).map((name) => `${name} is not set`);
  if (env.VITE_USE_EMULATORS === 'true') problems.push('VITE_USE_EMULATORS=true would ship the emulator wiring');
  if (project?.startsWith('demo-')) problems.push(`"${project}" is a demo project, which exists only in the emulators: deploy with --project <your-project-id>`);
  else if (project && env.VITE_FIREBASE_PROJECT_ID && env.VITE_FIREBASE_PROJECT_ID !== project) {
    problems.push(`VITE_FIREBASE_PROJECT_ID is ${env.VITE_FIREBASE_PROJECT_ID}, but the deploy goes to ${project}`);
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = deployConfigProblems(process.env.GCLOUD_PROJECT);
  if (problems.length > 0) {
    console.error(
      `The web app's Firebase config is not ready for this deploy:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'Copy web/.env.example to web/.env.production.local and fill it in (README, "Deploying"), or set these variables.',
    );
    process.exit(1);
  }
  console.log(`Web config checked for ${process.env.GCLOUD_PROJECT ?? 'the deploy'}.`);
}
