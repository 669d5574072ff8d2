/**
 * Bits for the items of one list kind (skills, looking-for or startup interests): the first 32
 * distinct items ever seen in that list kind get one each, for good; an item first seen after
 * that never gets one. So a slot whose list holds an item with a bit always has that bit in its
 * mask, and the shared items of two lists are the common bits of their masks, plus (only when
 * both lists hold items without a bit) what a walk of the lists finds.
 */
export class ListBits {
  /** Item id -> its bit (0..31), -1 when it came after the bits ran out, -2 when not seen. */
  private bits = new Int8Array(64).fill(-2);
  private used = 0;

  /** The item -> bit pairs given so far (for a snapshot). */
  entries(): [number, number][] {
    const entries: [number, number][] = [];
    this.bits.forEach((bit, item) => {
      if (bit !== -2) entries.push([item, bit]);
    });
    return entries;
  }

  /** Bits as `entries` gave them. */
  static from(entries: readonly (readonly [number, number])[]): ListBits {
    const bits = new ListBits();
    for (const [item, bit] of entries) {
      bits.grow(item);
      bits.bits[item] = bit;
      if (bit !== -1) bits.used += 1;
    }
    return bits;
  }

  /** The item's bit, or -1; an item seen for the first time gets one while any are left. */
  bitOf(item: number): number {
    if (item >= this.bits.length) this.grow(item);
    let bit = this.bits[item]!;
    if (bit === -2) {
      bit = this.used < 32 ? this.used++ : -1;
      this.bits[item] = bit;
    }
    return bit;
  }

  private grow(item: number): void {
    if (item < this.bits.length) return;
    const bits = new Int8Array(Math.max(item + 1, this.bits.length * 2)).fill(-2);
    bits.set(this.bits);
    this.bits = bits;
  }

  /**
   * The mask of items asked about (a viewer's, a filter's), without giving out bits. `complete`
   * is false when some item has no bit, or was never seen in this list kind.
   */
  lookupMask(items: readonly number[]): { mask: number; complete: boolean } {
    let mask = 0;
    let complete = true;
    for (const item of items) {
      const bit = item < this.bits.length ? this.bits[item]! : -2;
      if (bit < 0) complete = false;
      else mask |= 1 << bit;
    }
    return { mask, complete };
  }
}

/** The number of set bits of a 32-bit integer. */
export function bitCount(mask: number): number {
  let x = mask - ((mask >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
