import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { describeCosts, mainThreadCosts } from './lighthouse-bench.js';

// The two audits as Lighthouse 12 writes them (shapes from a run of /foods).
const lhr = {
  finalDisplayedUrl: 'http://localhost:5000/foods',
  audits: {
    'mainthread-work-breakdown': {
      details: {
        type: 'table',
        items: [
          { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 922.86 },
          { group: 'other', groupLabel: 'Other', duration: 1198.53 },
          { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 380.15 },
        ],
      },
    },
    'long-tasks': {
      details: {
        type: 'table',
        items: [
          { url: 'http://localhost:5000/foods', duration: 164, startTime: 1095 },
          { url: 'Unattributable', duration: 190, startTime: 3101 },
          { url: 'http://localhost:5000/assets/vendor-BstkoWAO.js', duration: 87, startTime: 2400 },
          { url: 'http://localhost:5000/foods', duration: 106, startTime: 793 },
        ],
      },
    },
  },
} as unknown as Pick<Result, 'audits' | 'finalDisplayedUrl'>;

describe('what costs a Lighthouse run its time', () => {
  it("lists the main thread's groups and the long tasks, longest first, each named by the file it ran for", () => {
    const costs = mainThreadCosts(lhr);
    expect(costs.mainThread.map((item) => item.group)).toEqual(['Other', 'Script Evaluation', 'Style & Layout']);
    expect(costs.longTasks).toEqual([
      { source: 'unattributable', ms: 190 },
      { source: 'document', ms: 164 },
      { source: 'document', ms: 106 },
      { source: 'vendor-BstkoWAO.js', ms: 87 },
    ]);
  });

  it('prints them on one line: the total and each group, then the long tasks by source with the longest of each', () => {
    expect(describeCosts(mainThreadCosts(lhr))).toBe(
      'main thread 2502 ms: Other 1199 ms · Script Evaluation 923 ms · Style & Layout 380 ms; ' +
        'long tasks 4: unattributable 1 (longest 190 ms) · document 2 (longest 164 ms) · vendor-BstkoWAO.js 1 (longest 87 ms)',
    );
  });

  it('says so when a run has neither audit', () => {
    const bare = { finalDisplayedUrl: 'http://localhost:5000/', audits: {} } as unknown as Pick<Result, 'audits' | 'finalDisplayedUrl'>;
    expect(describeCosts(mainThreadCosts(bare))).toBe('main thread 0 ms: n/a; long tasks 0');
  });
});
