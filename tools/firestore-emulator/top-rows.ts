/** Keeps the `count` smallest items offered, in a bounded max-heap: O(n log count) instead of sorting all n. */
export class TopRows<T> {
  private readonly heap: T[] = [];

  constructor(
    private readonly count: number,
    private readonly compare: (a: T, b: T) => number,
  ) {}

  /** The current worst kept item once the heap is full; an item not better than it can be skipped. */
  get worst(): T | undefined {
    return this.heap.length >= this.count ? this.heap[0] : undefined;
  }

  offer(item: T): void {
    const { heap, compare } = this;
    if (this.count <= 0) return;
    if (heap.length < this.count) {
      heap.push(item);
      let at = heap.length - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (compare(heap[at] as T, heap[parent] as T) <= 0) break;
        [heap[at], heap[parent]] = [heap[parent] as T, heap[at] as T];
        at = parent;
      }
      return;
    }
    if (compare(item, heap[0] as T) >= 0) return;
    heap[0] = item;
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let largest = at;
      if (left < heap.length && compare(heap[left] as T, heap[largest] as T) > 0) largest = left;
      if (right < heap.length && compare(heap[right] as T, heap[largest] as T) > 0) largest = right;
      if (largest === at) return;
      [heap[at], heap[largest]] = [heap[largest] as T, heap[at] as T];
      at = largest;
    }
  }

  /** The kept items, best first. */
  sorted(): T[] {
    return this.heap.sort(this.compare);
  }
}
