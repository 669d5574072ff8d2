/**
 * The match index's slots grouped by what bounds their score without reading their lists:
 * industry code and the sizes of the three lists, with the range of experience the class's
 * members have had. Every member of a class has the same upper bound for a given viewer, so a
 * ranking bounds a few thousand classes instead of a million slots, and reads the members of
 * only the classes that can still reach its top.
 *
 * Experience is not part of the key: with it, a million profiles made about 95,000 classes of
 * ten members, and bounding them all cost more than the members it spared; without it, about
 * 9,000 classes of a hundred. A class's experience range only widens (a member leaving does not
 * narrow it), so it always holds every member's experience: the bound stays an upper bound.
 *
 * A class keeps what scoring a member needs beyond the class's key in one record per member,
 * side by side (slot, the three list masks, flags, experience in whole years), so reading a class
 * is a sequential pass instead of a jump into every column per member. Classes are never dropped
 * (there are only as many as distinct keys ever seen); members are unordered (removal moves the
 * last record into the gap).
 */
export type ClassKey = {
  industry: number;
  skills: number;
  lookingFor: number;
  interests: number;
};

/**
 * A member's record: slot, skill mask, looking-for mask, interest mask, flags (the match index's
 * partial-list bits and OFF_TABLE_YEARS) and whole years of experience (-1 when off the table).
 */
export const RECORD = 6;

/** Experience the record cannot hold as whole years up to MAX_TABLE_YEARS: score it by a walk. */
export const OFF_TABLE_YEARS = 64;
export const MAX_TABLE_YEARS = 255;

/** A key as one number when its parts are small (always, in practice), else text. */
function nameOf({ industry, skills, lookingFor, interests }: ClassKey): number | string {
  return industry < 0xffff && skills < 256 && lookingFor < 256 && interests < 256
    ? (((industry + 1) * 256 + skills) * 256 + lookingFor) * 256 + interests
    : `${industry} ${skills} ${lookingFor} ${interests}`;
}

export class BoundClasses {
  private readonly ids = new Map<number | string, number>();
  private classCount = 0;
  // The classes' keys and experience ranges as columns by class id: bounding every class for a
  // viewer is one pass over them.
  industry = new Int32Array(256);
  skills = new Uint16Array(256);
  lookingFor = new Uint16Array(256);
  interests = new Uint16Array(256);
  minYears = new Float64Array(256);
  maxYears = new Float64Array(256);
  /** Members per class. */
  sizes = new Int32Array(256);
  /** Class id -> its members' records, RECORD numbers each. */
  readonly records: Int32Array[] = [];
  private classOf = new Int32Array(1024);
  private positionOf = new Int32Array(1024);

  get count(): number {
    return this.classCount;
  }

  /** Adds a slot to the class of `key` (positional: called for every profile loaded). */
  join(
    slot: number,
    key: ClassKey,
    years: number,
    skillMask: number,
    lookingForMask: number,
    interestMask: number,
    partial: number,
  ): void {
    const name = nameOf(key);
    let id = this.ids.get(name);
    if (id === undefined) id = this.addClass(name, key, years);
    const size = this.sizes[id]!;
    if (RECORD * (size + 1) > this.records[id]!.length) {
      const grown = new Int32Array(this.records[id]!.length * 2);
      grown.set(this.records[id]!);
      this.records[id] = grown;
    }
    if (slot >= this.classOf.length) this.growSlots(slot + 1);
    this.minYears[id] = Math.min(this.minYears[id]!, years);
    this.maxYears[id] = Math.max(this.maxYears[id]!, years);
    const onTable = Number.isInteger(years) && years >= 0 && years <= MAX_TABLE_YEARS;
    const records = this.records[id]!;
    const at = RECORD * size;
    records[at] = slot;
    records[at + 1] = skillMask;
    records[at + 2] = lookingForMask;
    records[at + 3] = interestMask;
    records[at + 4] = onTable ? partial : partial | OFF_TABLE_YEARS;
    records[at + 5] = onTable ? years : -1;
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
    for (const column of [this.industry, this.skills, this.lookingFor, this.interests]) {
      bytes += column.byteLength;
    }
    bytes += this.minYears.byteLength + this.maxYears.byteLength + this.sizes.byteLength;
    for (const records of this.records) bytes += records.byteLength;
    return bytes;
  }

  private addClass(name: number | string, key: ClassKey, years: number): number {
    const id = this.classCount;
    if (id === this.sizes.length) this.growClasses(2 * id);
    this.ids.set(name, id);
    this.industry[id] = key.industry;
    this.skills[id] = key.skills;
    this.lookingFor[id] = key.lookingFor;
    this.interests[id] = key.interests;
    this.minYears[id] = years;
    this.maxYears[id] = years;
    this.records.push(new Int32Array(4 * RECORD));
    this.classCount += 1;
    return id;
  }

  private growClasses(capacity: number): void {
    const grow = <T extends Int32Array | Float64Array | Uint16Array>(from: T, to: T): T => {
      to.set(from as never);
      return to;
    };
    this.industry = grow(this.industry, new Int32Array(capacity));
    this.skills = grow(this.skills, new Uint16Array(capacity));
    this.lookingFor = grow(this.lookingFor, new Uint16Array(capacity));
    this.interests = grow(this.interests, new Uint16Array(capacity));
    this.minYears = grow(this.minYears, new Float64Array(capacity));
    this.maxYears = grow(this.maxYears, new Float64Array(capacity));
    this.sizes = grow(this.sizes, new Int32Array(capacity));
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
