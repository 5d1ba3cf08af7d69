import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core (https://github.com/dequelabs/axe-core) checked into the page from node_modules: no network.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
  /** The element's text (not axe's: read here from the target). */
  text?: string;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** What axe reports as serious or critical on the page as it is now, one line per node. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  // Evaluated through the DevTools protocol, so the page's Content-Security-Policy does not apply.
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      // Experimental in axe, but what a voice-control user meets (issue 33 item 12).
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, html, failureSummary }) => {
        const selector = typeof target[0] === 'string' ? target[0] : null;
        const text = (selector ? document.querySelector(selector)?.textContent : '') ?? '';
        return { target, html, failureSummary, text: text.replace(/\s+/g, ' ').trim().slice(0, 80) };
      }),
    }));
  });
  const lines: string[] = [];
  for (const violation of violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    for (const node of violation.nodes) {
      const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim();
      const text = node.text ? ` "${node.text}"` : '';
      lines.push(`${violation.id} (${violation.impact}) at ${JSON.stringify(node.target)}${text}: ${summary} — ${node.html.slice(0, 160)}`);
    }
  }
  return lines;
}
