/**
 * Ends the current task and resumes in a new one, so that the browser can paint and answer a tap between two pieces of
 * work that would otherwise run as one long task: the platform's `scheduler.yield()` where there is one (it resumes
 * ahead of other queued tasks), a zero timeout elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  if (typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
