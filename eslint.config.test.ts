import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/**
 * The zone messages ESLint gives `code` as if it were the file `file` (which need not exist). eslint-plugin-boundaries
 * judges an import by the file it resolves to, so what `code` imports must exist.
 */
async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'boundaries/dependencies' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

const imports = (...specifiers: string[]) => specifiers.map((s, i) => `import * as m${i} from '${s}';\nvoid m${i};\n`).join('');

async function expectRejected(file: string, specifier: string) {
  expect(await zoneErrors(file, imports(specifier)), `${file} importing ${specifier}`).toHaveLength(1);
}

async function expectAllowed(file: string, ...specifiers: string[]) {
  expect(await zoneErrors(file, imports(...specifiers)), `${file} importing ${specifiers.join(', ')}`).toEqual([]);
}

describe('web import zones', () => {
  const page = 'web/src/features/orders/seller-inbox-page.tsx';

  it('a feature imports its own files, lib/, components/, config/, @domain and packages', async () => {
    await expectAllowed(page, './orders-api', '../../lib/http', '../../components/ui', '../../config/ui', '@domain/types', 'react');
  });

  it('a feature never imports another feature, app/ or the test harness', async () => {
    for (const specifier of ['../foods/foods-api', '../../features/foods/foods-api', '../../app/router', '../../testing/render-page', '../../../../functions/src/domain/types']) {
      await expectRejected(page, specifier);
    }
    const [message] = await zoneErrors(page, imports('../foods/foods-api'));
    expect(message).toContain('never another feature');
  });

  it('the rule also covers import() and export ... from', async () => {
    expect(await zoneErrors(page, "export const load = () => import('../foods/foods-api');\n")).toHaveLength(1);
    expect(await zoneErrors(page, "export { foodKeys } from '../foods/foods-api';\n")).toHaveLength(1);
    expect(await zoneErrors(page, "export const load = () => import('./orders-api');\n")).toEqual([]);
  });

  it('holds in folders nested inside a feature', async () => {
    const nested = 'web/src/features/orders/inbox/inbox-row.tsx';
    await expectAllowed(nested, '../orders-api', '../order-card', '../../../lib/http');
    await expectRejected(nested, '../../foods/foods-api');
    await expectRejected(nested, '../../../app/router');
  });

  it('toasts come from the unstyled react-toastify entry, in every folder', async () => {
    for (const file of [page, 'web/src/app/app.tsx', 'web/src/lib/http.ts', 'web/src/features/orders/seller-inbox-page.test.tsx']) {
      await expectRejected(file, 'react-toastify');
      await expectAllowed(file, 'react-toastify/unstyled');
    }
  });

  it('tests may use the harness in src/testing', async () => {
    await expectAllowed('web/src/features/orders/seller-inbox-page.test.tsx', '../../testing/render-page', './my-orders-page');
  });

  it('lib/ and components/ never reach up into features or app', async () => {
    await expectRejected('web/src/lib/orders-query.ts', '../features/orders/orders-api');
    await expectRejected('web/src/lib/orders-query.ts', '../components/ui');
    await expectRejected('web/src/components/order-card.tsx', '../features/orders/orders-api');
    await expectRejected('web/src/components/order-card.tsx', '../app/router');
    await expectAllowed('web/src/components/order-card.tsx', './ui', '../lib/format', '../config/ui');
    await expectRejected('web/src/config/ui.ts', '../lib/http');
    await expectRejected('web/src/app/router.tsx', '../testing/render-page');
    await expectAllowed('web/src/app/router.tsx', '../features/orders/my-orders-page', '../lib/paths');
  });
});

describe('domain zone', () => {
  const file = 'functions/src/domain/order-moves.ts';

  it('imports only its own files and yup', async () => {
    await expectAllowed(file, './limits.js', 'yup');
  });

  it('rejects Express, firebase-admin, React and the rest of the API', async () => {
    for (const specifier of ['express', 'firebase-admin', 'firebase-admin/firestore', 'firebase-functions/logger', 'react', '../http/errors.js', '../orders/orders-repo.js']) {
      await expectRejected(file, specifier);
    }
    expect(await zoneErrors(file, "import type { Request } from 'express';\nexport type R = Request;\n")).toHaveLength(1);
  });

  it('lets its tests use vitest', async () => {
    await expectAllowed('functions/src/domain/order-moves.test.ts', 'vitest', './orders.js');
    await expectRejected('functions/src/domain/order-moves.ts', 'vitest');
  });
});

describe('import circles (dependency-cruiser, .dependency-cruiser.cjs)', () => {
  /** The circles `npm run lint`'s dependency-cruiser finds among `files` (name -> source) written to a fresh folder. */
  async function circles(files: Record<string, string>): Promise<string[]> {
    const dir = await mkdtemp(path.join(tmpdir(), 'circles-'));
    try {
      await Promise.all(Object.entries(files).map(([name, source]) => writeFile(path.join(dir, name), source)));
      const config = await extractDepcruiseConfig(path.join(ROOT, '.dependency-cruiser.cjs'));
      const result = await cruise(['.'], { ...config.options, baseDir: dir, validate: true, ruleSet: { forbidden: config.forbidden } });
      const output = result.output as ICruiseResult;
      return output.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('refuses a circle of type-only imports, as domain/orders.ts and domain/types.ts were', async () => {
    const found = await circles({
      'orders.ts': "import type { Delivery } from './types.js';\nexport const hasAddress = (d: Delivery) => 'address' in d;\n",
      'types.ts': "import type { OrderStatus } from './orders.js';\nexport interface Delivery { address: string; status: OrderStatus }\n",
    });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^no-circular: /);
  });

  it('refuses a circle of value imports, and lets imports that lead nowhere back through', async () => {
    expect(await circles({ 'a.ts': "import { b } from './b.js';\nexport const a = () => b;\n", 'b.ts': "import { a } from './a.js';\nexport const b = () => a;\n" })).toHaveLength(1);
    expect(await circles({ 'a.ts': "import { b } from './b.js';\nexport const a = () => b;\n", 'b.ts': 'export const b = 1;\n' })).toEqual([]);
  });
});

describe('texts and links in the page language (docs/ARCHITECTURE.md §5i)', () => {
  const file = 'web/src/features/orders/some-page.tsx';
  const ruleMessages = async (code: string, rule: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === rule);
  };

  it('refuses text in JSX and in a user-visible attribute, not message ids, class names or symbols', async () => {
    const literal = 'export function A() {\n  return <p className="text-sm">Your cart is empty</p>;\n}\n';
    const label = 'export function B() {\n  return <button aria-label="Close menu" />;\n}\n';
    const fine =
      "import { useT } from '../../i18n/i18n-context';\n" +
      "export const C = () => { const { t } = useT(); return <p className=\"text-sm\" title={t('orders.title.cart')}>{t('orders.title.cart')} <span aria-hidden=\"true\">→</span></p>; };\n";
    expect(await ruleMessages(literal, 'i18next/no-literal-string')).toHaveLength(1);
    expect(await ruleMessages(label, 'i18next/no-literal-string')).toHaveLength(1);
    expect(await ruleMessages(fine, 'i18next/no-literal-string')).toEqual([]);
  });

  it("refuses React Router's own Link, NavLink, Navigate and useNavigate outside i18n/", async () => {
    const code = "import { Link, useLocation } from 'react-router-dom';\nexport const D = () => { useLocation(); return <Link to=\"/\" />; };\n";
    expect((await ruleMessages(code, 'no-restricted-imports')).map((m) => m.message)).toEqual([expect.stringMatching(/i18n\/links/)]);
  });
});
