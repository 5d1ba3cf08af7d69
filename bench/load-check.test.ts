import { describe, expect, it } from 'vitest';
import { checkStock, loadLines, routeFigures, serverErrors, splitConnections, type LoadResult } from './load-check.js';

describe('routeFigures', () => {
  it('gives nearest-rank p50, p95 and p99', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(routeFigures('GET /x', samples, { 200: 100 })).toMatchObject({ requests: 100, p50: 50, p95: 95, p99: 99 });
  });
});

describe('splitConnections', () => {
  it('gives the buyers a third and the shoppers’ routes the rest by weight, at least 1 each', () => {
    expect(splitConnections(150)).toEqual({ shoppers: [35, 25, 10, 15, 15], buyers: 50 });
    expect(splitConnections(16)).toEqual({ shoppers: [4, 3, 1, 2, 2], buyers: 5 });
    expect(splitConnections(1)).toEqual({ shoppers: [1, 1, 1, 1, 1], buyers: 1 });
  });
});

describe('serverErrors', () => {
  it('counts 5xx and requests without an answer, not 4xx', () => {
    expect(serverErrors({ 200: 5, 409: 3, 429: 1, 500: 2, 503: 1, error: 4 })).toBe(7);
  });
});

describe('checkStock', () => {
  it('is exact when each dish lost what its orders hold', () => {
    const verdict = checkStock([
      { foodId: 'a', initial: 10, final: 7, orderQuantities: [1, 1, 1] },
      { foodId: 'b', initial: 5, final: 0, orderQuantities: [2, 3] },
    ]);
    expect(verdict).toEqual({ exact: true, orders: 5, taken: 8, ordered: 8, wrong: [] });
  });

  it('names a dish that lost stock without an order, one with an order without its decrement, and one below zero', () => {
    const verdict = checkStock([
      { foodId: 'lost', initial: 10, final: 6, orderQuantities: [1, 1, 1] },
      { foodId: 'free', initial: 10, final: 8, orderQuantities: [1, 1, 1] },
      { foodId: 'oversold', initial: 2, final: -1, orderQuantities: [1, 1, 1] },
      { foodId: 'fine', initial: 3, final: 3, orderQuantities: [] },
    ]);
    expect(verdict.exact).toBe(false);
    expect(verdict.wrong).toEqual(['lost', 'free', 'oversold']);
  });
});

describe('loadLines', () => {
  const result: LoadResult = {
    seconds: 60,
    shoppers: 100,
    buyers: 50,
    dishes: 5,
    connections: 16,
    buyerConnections: 5,
    routes: [routeFigures('GET /api/foods', [5, 10, 20], { 200: 3 }), routeFigures('POST /api/add-purchase-food', [30, 40], { 201: 1, 409: 1 })],
    stock: checkStock([{ foodId: 'a', initial: 10, final: 9, orderQuantities: [1] }]),
    created: 1,
    elapsedMs: 60_000,
  };

  it('passes 0 × 5xx, exact stock and every 201 stored, and prints each route', () => {
    const lines = loadLines(result);
    expect(lines.filter((line) => line.verdict !== 'INFO').map((line) => line.verdict)).toEqual(['PASS', 'PASS', 'PASS', 'PASS']);
    expect(lines[0]).toMatchObject({ label: expect.stringContaining('GET /api/foods'), figure: '10 / 20 / 20' });
  });

  it('passes orders stored by purchases cut off at the stop, up to the buyers’ connections', () => {
    const cut = { ...result, stock: checkStock([{ foodId: 'a', initial: 10, final: 4, orderQuantities: [1, 1, 1, 1, 1, 1] }]) };
    expect(loadLines(cut).at(-1)?.verdict).toBe('PASS');
    const tooMany = { ...result, stock: checkStock([{ foodId: 'a', initial: 10, final: 3, orderQuantities: [1, 1, 1, 1, 1, 1, 1] }]) };
    expect(loadLines(tooMany).at(-1)?.verdict).toBe('OVER');
  });

  it('fails on a 5xx, an unanswered request, inexact stock or a 201 not stored', () => {
    const bad: LoadResult = {
      ...result,
      routes: [routeFigures('GET /api/foods', [5], { 200: 1, 503: 1 }), routeFigures('POST /api/add-purchase-food', [30], { error: 1 }), routeFigures('GET /', [], {})],
      stock: checkStock([{ foodId: 'a', initial: 10, final: 8, orderQuantities: [1] }]),
      created: 2,
    };
    const verdicts = loadLines(bad).filter((line) => line.verdict !== 'INFO');
    expect(verdicts.map((line) => line.verdict)).toEqual(['OVER', 'OVER', 'OVER', 'OVER']);
    expect(verdicts[0]?.figure).toBe('2');
    expect(verdicts[1]?.figure).toBe('GET /');
  });
});
