import { describe, expect, it } from 'vitest';
import { contentionLines, type ContentionResult } from './contention-bench.js';
import { Report, toMarkdown } from './report.js';

const honest: ContentionResult = {
  buyers: 30,
  stock: 10,
  created: 10,
  storedOrders: 10,
  finalStock: 0,
  conflicts: 20,
  otherStatuses: {},
  elapsedMs: 120,
};

describe('contention verdicts', () => {
  it('passes exactly 10 orders, stock 0 and 20 conflicts', () => {
    expect(contentionLines(honest).map((line) => line.verdict)).toEqual(['PASS', 'PASS', 'PASS', 'PASS', 'INFO']);
  });

  it('flags oversold stock, missing 409s and other statuses', () => {
    const lines = contentionLines({ ...honest, created: 12, storedOrders: 12, finalStock: -2, conflicts: 17, otherStatuses: { 500: 1 } });
    expect(lines.map((line) => line.verdict)).toEqual(['OVER', 'OVER', 'OVER', 'OVER', 'INFO']);
    expect(lines[3]?.figure).toBe('1 × 500');
  });

  it('flags a 201 whose order was not stored', () => {
    expect(contentionLines({ ...honest, storedOrders: 9 })[0]?.verdict).toBe('OVER');
  });
});

describe('Report', () => {
  it('prints each section with a marker per budgeted line and keeps the over-budget lines', () => {
    const printed: string[] = [];
    const report = new Report((text) => printed.push(text));
    report.section('Part', [
      { label: 'a', figure: '1', budget: '≤ 2', verdict: 'PASS' },
      { label: 'b', figure: '3', budget: '≤ 2', verdict: 'OVER' },
      { label: 'c', figure: '4', budget: '', verdict: 'INFO' },
    ]);
    const lines = (printed[0] ?? '').split('\n');
    expect(lines[1]).toBe('== Part');
    expect(lines[2]).toMatch(/^ {2}a +1 +budget ≤ 2 +PASS$/);
    expect(lines[3]).toMatch(/OVER$/);
    expect(lines[4]).toMatch(/^ {2}c +4$/);
    expect(report.overBudget.map((line) => line.label)).toEqual(['b']);
    expect(toMarkdown(report.lines).split('\n')[3]).toBe('| Part | b | 3 | ≤ 2 | OVER |');
  });
});
