import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../functions/src/http/security-headers.js';
import { ROOT, stackConfig, type EmulatorPorts } from './stack-emulators.js';

// Issue 28, item 8: the deployed CSP lets no page reach the Auth emulator; the local stack's Hosting must.
describe('stackConfig', () => {
  const ports: EmulatorPorts = { hosting: 32000, functions: 32001, auth: 32002, firestore: 32003, hub: 32004, storage: 32005, logging: 32006, eventarc: 32007, tasks: 32008 };
  const deployed = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as ReturnType<typeof stackConfig>;
  const local = stackConfig(ports);

  it("serves the demo- project's security headers on every path, and is firebase.json otherwise", () => {
    const everywhere = (config: typeof local) => config.hosting.headers.find((rule) => rule.source === '**');
    expect(everywhere(local)?.headers).toEqual(securityHeaders({ emulator: true }));
    expect(everywhere(deployed)?.headers).toEqual(securityHeaders({ emulator: false }));
    expect(local.hosting.headers.filter((rule) => rule.source !== '**')).toEqual(deployed.hosting.headers.filter((rule) => rule.source !== '**'));
    expect({ ...local.hosting, headers: undefined }).toEqual({ ...deployed.hosting, headers: undefined });
    expect({ ...local, hosting: undefined, emulators: undefined }).toEqual({ ...deployed, hosting: undefined, emulators: undefined });
  });

  it('puts the emulators on the given ports', () => {
    for (const [name, port] of Object.entries(ports)) expect(local.emulators[name], name).toMatchObject({ port });
  });
});
