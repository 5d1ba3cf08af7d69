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

  it("aligns the budgeted figures on the widest of them; a longer INFO sentence follows its label without widening the rest", () => {
    const printed: string[] = [];
    new Report((text) => printed.push(text)).section('Part', [
      { label: 'TBT', figure: '186 ms', budget: '≤ 200 ms', verdict: 'PASS' },
      { label: 'LCP', figure: '1.24 s', budget: '≤ 2.50 s', verdict: 'PASS' },
      { label: 'run 1', figure: 'main thread 3028 ms: Other 1340 ms · Script Evaluation 1143 ms', budget: '', verdict: 'INFO' },
      { label: 'CLS', figure: '0.002', budget: '', verdict: 'INFO' },
    ]);
    const lines = (printed[0] ?? '').split('\n');
    expect(lines[2]).toBe('  TBT    186 ms  budget ≤ 200 ms  PASS');
    expect(lines[3]).toBe('  LCP    1.24 s  budget ≤ 2.50 s  PASS');
    expect(lines[4]).toBe('  run 1  main thread 3028 ms: Other 1340 ms · Script Evaluation 1143 ms');
    expect(lines[5]).toBe('  CLS     0.002');
  });
});
