/**
 * The match index's slots grouped by what bounds their score without reading their lists:
 * industry code, experience and the sizes of the three lists. Every member of a class has the
 * same upper bound for a given viewer, so a ranking bounds a few thousand classes instead of a
 * million slots, and reads the members of only the classes that can still reach its top.
 * A class keeps what scoring a member needs beyond the class's key in one record per member,
 * side by side (slot, the three list masks, the partial bits), so reading a class is a
 * sequential pass instead of a jump into every column per member. Classes are never dropped
 * (there are only as many as distinct keys ever seen); members are unordered (removal moves the
 * last record into the gap).
 */
export type ClassKey = {
  industry: number;
  years: number;
  skills: number;
  lookingFor: number;
  interests: number;
};

/** A member's record: its slot, skill mask, looking-for mask, interest mask and partial bits. */
export const RECORD = 5;

/** A key as one number when its parts are small whole numbers (always, in practice), else text. */
function nameOf({ industry, years, skills, lookingFor, interests }: ClassKey): number | string {
  const small =
    industry < 0xffff && Number.isInteger(years) && years >= 0 && years < 4096 && skills < 256;
  return small && lookingFor < 256 && interests < 256
    ? ((((industry + 1) * 4096 + years) * 256 + skills) * 256 + lookingFor) * 256 + interests
    : `${industry} ${years} ${skills} ${lookingFor} ${interests}`;
}

export class BoundClasses {
  private readonly ids = new Map<number | string, number>();
  readonly keys: ClassKey[] = [];
  /** Class id -> its members' records, RECORD numbers each. */
  readonly records: Int32Array[] = [];
  readonly sizes: number[] = [];
  private classOf = new Int32Array(1024);
  private positionOf = new Int32Array(1024);

  get count(): number {
    return this.keys.length;
  }

  /** Adds a slot to the class of `key` (positional: called for every profile loaded). */
  join(
    slot: number,
    key: ClassKey,
    skillMask: number,
    lookingForMask: number,
    interestMask: number,
    partial: number,
  ): void {
    const name = nameOf(key);
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.keys.length;
      this.ids.set(name, id);
      this.keys.push({ ...key });
      this.records.push(new Int32Array(4 * RECORD));
      this.sizes.push(0);
    }
    const size = this.sizes[id]!;
    if (RECORD * (size + 1) > this.records[id]!.length) {
      const grown = new Int32Array(this.records[id]!.length * 2);
      grown.set(this.records[id]!);
      this.records[id] = grown;
    }
    if (slot >= this.classOf.length) this.growSlots(slot + 1);
    const records = this.records[id]!;
    const at = RECORD * size;
    records[at] = slot;
    records[at + 1] = skillMask;
    records[at + 2] = lookingForMask;
    records[at + 3] = interestMask;
    records[at + 4] = partial;
    this.sizes[id] = size + 1;
    this.classOf[slot] = id;
    this.positionOf[slot] = size;
  }

  /** Takes a slot that joined out of its class. */
  leave(slot: number): void {
    const id = this.classOf[slot]!;
    const records = this.records[id]!;
    const last = RECORD * (this.sizes[id]! - 1);
    const at = this.positionOf[slot]!;
    records.copyWithin(RECORD * at, last, last + RECORD);
    this.positionOf[records[RECORD * at]!] = at;
    this.sizes[id]! -= 1;
  }

  get byteLength(): number {
    let bytes = this.classOf.byteLength + this.positionOf.byteLength;
    for (const records of this.records) bytes += records.byteLength;
    return bytes;
  }

  private growSlots(slots: number): void {
    const capacity = Math.max(slots, this.classOf.length * 2);
    const classOf = new Int32Array(capacity);
    classOf.set(this.classOf);
    this.classOf = classOf;
    const positionOf = new Int32Array(capacity);
    positionOf.set(this.positionOf);
    this.positionOf = positionOf;
  }
}
