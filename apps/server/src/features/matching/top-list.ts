// The ranking's running best candidates (match-index.ts).
import type { ProfileIdTable } from './profile-id-table';

/** The best `keep` candidates so far, best first (score desc, activity tier asc, id asc). */
export class TopList {
  readonly slots: Int32Array;
  readonly scores: Float64Array;
  length = 0;

  constructor(
    private readonly keep: number,
    private readonly ids: ProfileIdTable,
    private readonly activityTier: Uint8Array,
  ) {
    this.slots = new Int32Array(keep);
    this.scores = new Float64Array(keep);
  }

  get full(): boolean {
    return this.length === this.keep;
  }

  get worstScore(): number {
    return this.scores[this.length - 1]!;
  }

  offer(slot: number, score: number): void {
    if (this.full && !this.before(slot, score, this.length - 1)) return;
    let at = this.full ? this.length - 1 : this.length;
    while (at > 0 && this.before(slot, score, at - 1)) {
      this.slots[at] = this.slots[at - 1]!;
      this.scores[at] = this.scores[at - 1]!;
      at -= 1;
    }
    this.slots[at] = slot;
    this.scores[at] = score;
    if (!this.full) this.length += 1;
  }

  /** True when (slot, score) ranks before the entry at `at`. */
  private before(slot: number, score: number, at: number): boolean {
    const other = this.scores[at]!;
    if (score !== other) return score > other;
    const otherSlot = this.slots[at]!;
    const tier = this.activityTier[slot]!;
    const otherTier = this.activityTier[otherSlot]!;
    return tier !== otherTier ? tier < otherTier : this.ids.compareSlots(slot, otherSlot) < 0;
  }
}
