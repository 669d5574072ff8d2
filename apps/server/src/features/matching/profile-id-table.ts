/**
 * Profile ids (UUIDs) of the match index's slots, stored as four 32-bit words a slot (16 bytes
 * instead of a ~60-byte string), and found by id through an open-addressing hash table of slots
 * (linear probing, at most half full, deletion by backward shift so no tombstones pile up).
 * Comparing the words in order as unsigned numbers orders ids as their lower-case text does.
 */
const WORDS = 4;

/** An id's four words; throws on anything but a UUID (profile ids are). */
export function idKey(id: string): Uint32Array {
  const key = new Uint32Array(WORDS);
  if (!parseInto(id, key, 0)) throw new Error(`not a profile id (UUID): ${id}`);
  return key;
}

function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48; // 0-9
  const lower = code | 32;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1; // a-f, A-F
}

/** Writes the words of a UUID's text (either case) at into[at ..]; false for anything else. */
function parseInto(id: string, into: Uint32Array, at: number): boolean {
  if (id.length !== 36) return false;
  let digits = 0;
  let word = 0;
  for (let position = 0; position < 36; position += 1) {
    const code = id.charCodeAt(position);
    if (position === 8 || position === 13 || position === 18 || position === 23) {
      if (code !== 45) return false; // -
      continue;
    }
    const value = hexValue(code);
    if (value === -1) return false;
    word = word * 16 + value;
    digits += 1;
    if ((digits & 7) === 0) {
      into[at + (digits >> 3) - 1] = word;
      word = 0;
    }
  }
  return true;
}

/** Scratch words for lookups (ids are parsed synchronously, one at a time). */
const lookupKey = new Uint32Array(WORDS);

export class ProfileIdTable {
  /** Slot s's id is words[4s .. 4s+3]. */
  private words = new Uint32Array(WORDS * 8);
  /** Slot + 1 per table position; 0 is empty. */
  private table = new Int32Array(16);
  private mask = 15;
  /** 32 - log2(table size): the home position is the top bits of a multiplicative hash. */
  private shift = 28;
  private count = 0;

  /** The slot holding `id`, or -1. */
  slotOf(id: string): number {
    if (!parseInto(id, lookupKey, 0)) return -1;
    for (let at = this.home(lookupKey, 0); ; at = (at + 1) & this.mask) {
      const entry = this.table[at]!;
      if (entry === 0) return -1;
      if (this.compareKey(entry - 1, lookupKey, 0) === 0) return entry - 1;
    }
  }

  /** Gives `slot` the id (not yet in the table). */
  add(slot: number, id: string): void {
    if (WORDS * (slot + 1) > this.words.length) this.growWords(slot + 1);
    if (!parseInto(id, this.words, WORDS * slot)) throw new Error(`not a profile id (UUID): ${id}`);
    this.insert(slot);
  }

  /** Gives `slot` the id whose words are words[at .. at+3] (as `wordsUpTo` gave them). */
  addWords(slot: number, words: Uint32Array, at: number): void {
    if (WORDS * (slot + 1) > this.words.length) this.growWords(slot + 1);
    this.words.set(words.subarray(at, at + WORDS), WORDS * slot);
    this.insert(slot);
  }

  /** The words of slots below `end` (a snapshot's; free slots' words are stale). */
  wordsUpTo(end: number): Uint32Array {
    return this.words.slice(0, WORDS * end);
  }

  private insert(slot: number): void {
    if (2 * (this.count + 1) > this.table.length) this.rehash(this.table.length * 2);
    let at = this.home(this.words, WORDS * slot);
    while (this.table[at] !== 0) at = (at + 1) & this.mask;
    this.table[at] = slot + 1;
    this.count += 1;
  }

  /** Forgets the id of `slot`. */
  delete(slot: number): void {
    let at = this.home(this.words, WORDS * slot);
    while (this.table[at] !== slot + 1) at = (at + 1) & this.mask;
    this.table[at] = 0;
    this.count -= 1;
    // Backward shift: move up every later entry of the run that may no longer be reachable.
    for (let next = (at + 1) & this.mask; this.table[next] !== 0; next = (next + 1) & this.mask) {
      const home = this.home(this.words, WORDS * (this.table[next]! - 1));
      const reachable = at <= next ? home > at && home <= next : home > at || home <= next;
      if (reachable) continue;
      this.table[at] = this.table[next]!;
      this.table[next] = 0;
      at = next;
    }
  }

  idOf(slot: number): string {
    let hex = '';
    for (let word = 0; word < WORDS; word += 1) {
      hex += this.words[WORDS * slot + word]!.toString(16).padStart(8, '0');
    }
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  /** <0, 0 or >0 as slot a's id sorts before, with or after slot b's. */
  compareSlots(a: number, b: number): number {
    return this.compareKey(a, this.words, WORDS * b);
  }

  /** <0, 0 or >0 as the slot's id sorts before, with or after key[at .. at+3]. */
  compareKey(slot: number, key: Uint32Array, at: number): number {
    for (let word = 0; word < WORDS; word += 1) {
      const difference = this.words[WORDS * slot + word]! - key[at + word]!;
      if (difference !== 0) return difference;
    }
    return 0;
  }

  /** Bytes held by the typed arrays. */
  get byteLength(): number {
    return this.words.byteLength + this.table.byteLength;
  }

  private home(key: Uint32Array, at: number): number {
    const mixed = key[at]! ^ key[at + 1]! ^ key[at + 2]! ^ key[at + 3]!;
    return Math.imul(mixed, 0x9e3779b1) >>> this.shift;
  }

  private growWords(slots: number): void {
    const next = new Uint32Array(WORDS * Math.max(slots, (this.words.length / WORDS) * 2));
    next.set(this.words);
    this.words = next;
  }

  private rehash(capacity: number): void {
    const old = this.table;
    this.table = new Int32Array(capacity);
    this.mask = capacity - 1;
    this.shift = 32 - Math.log2(capacity);
    for (const entry of old) {
      if (entry === 0) continue;
      let at = this.home(this.words, WORDS * (entry - 1));
      while (this.table[at] !== 0) at = (at + 1) & this.mask;
      this.table[at] = entry;
    }
  }
}
