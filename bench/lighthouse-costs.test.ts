import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { describeCosts, describeMachine, mainThreadCosts, mainThreadTime, type TraceEvent } from './lighthouse-bench.js';

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

// A run's trace as Chrome writes it, cut down: the blank page's renderer, then the page's, and the browser's notes of
// which renderer committed what (ts, dur and tdur in µs).
const PAGE = 'http://localhost:5000/food/abc';
const frame = (ts: number, url: string, processId: number): TraceEvent => ({
  name: 'FrameCommittedInBrowser',
  ph: 'I',
  pid: 1,
  tid: 1,
  ts,
  args: { data: { url, processId, isInPrimaryMainFrame: true } },
});
const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name } });
const task = (pid: number, tid: number, ts: number, dur: number, tdur?: number): TraceEvent => ({ name: 'RunTask', ph: 'X', pid, tid, ts, dur, ...(tdur === undefined ? {} : { tdur }) });
const trace: TraceEvent[] = [
  thread(7, 70, 'CrRendererMain'),
  thread(8, 80, 'CrRendererMain'),
  thread(8, 81, 'Compositor'),
  frame(1_000, 'about:blank', 7),
  frame(10_000, PAGE, 8),
  // The blank page's renderer, and the page's renderer before it committed: not the page's.
  task(7, 70, 20_000, 90_000, 90_000),
  task(8, 80, 5_000, 30_000, 30_000),
  // The page's main thread: a task of 20 ms that ran 8 ms of it (with a task nested in it), and one of 5 ms, 4 on the CPU.
  task(8, 80, 12_000, 20_000, 8_000),
  task(8, 80, 15_000, 2_000, 2_000),
  task(8, 80, 40_000, 5_000, 4_000),
  // Another thread of the same renderer.
  task(8, 81, 12_000, 60_000, 60_000),
];

describe("the page's main thread as this machine ran it", () => {
  it('counts the top-level tasks of the renderer that committed the page, from the commit on, wall time and CPU time', () => {
    expect(mainThreadTime(trace, PAGE, 5)).toEqual({ tasks: 2, busyMs: 25, cpuMs: 12, longTasks: 1, longBusyMs: 20, longCpuMs: 8 });
    // Long is over 50 ms at the run's slowdown: at ×2 no task is.
    expect(mainThreadTime(trace, PAGE, 2)).toMatchObject({ tasks: 2, longTasks: 0, longBusyMs: 0 });
  });

  it('says n/a when the trace shows no renderer committing the page', () => {
    expect(mainThreadTime(trace, 'http://localhost:5000/foods', 5)).toBeNull();
    expect(describeMachine({ onThisMachine: null, cpuSlowdownMultiplier: 5 })).toBe("on this machine: n/a (the trace does not show the page's main thread)");
  });

  it('prints the tasks, all and the long ones, with their share on the CPU', () => {
    expect(describeMachine({ onThisMachine: mainThreadTime(trace, PAGE, 5), cpuSlowdownMultiplier: 5 })).toBe(
      'on this machine, unthrottled: 2 tasks, 25 ms, 12 ms of it on the CPU (48 %); the 1 long at ×5.00: 20 ms, 8 ms of it on the CPU (40 %)',
    );
  });
});
