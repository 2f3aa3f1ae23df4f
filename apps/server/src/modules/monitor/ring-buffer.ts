/** A fixed-size buffer keeping the most recent items; adding is O(1) and never allocates past its capacity. */
export class RingBuffer<T> {
  private readonly items: (T | undefined)[];
  private next = 0;
  private size = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error('capacity must be a positive integer');
    this.items = new Array(capacity);
  }

  push(item: T): void {
    this.items[this.next] = item;
    this.next = (this.next + 1) % this.capacity;
    this.size = Math.min(this.size + 1, this.capacity);
  }

  get length(): number {
    return this.size;
  }

  /** The items, newest first. */
  newestFirst(): T[] {
    const out: T[] = [];
    for (let i = 1; i <= this.size; i += 1) out.push(this.items[(this.next - i + this.capacity) % this.capacity] as T);
    return out;
  }
}
