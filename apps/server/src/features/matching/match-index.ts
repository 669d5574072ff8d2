import * as matchScore from '@cofound/shared/matching/match-score';
import type { MatchComponent } from '@cofound/shared/matching/match-score';
import { BoundClasses, OFF_TABLE_YEARS, RECORD, type ClassKey } from './bound-classes';
import { bitCount } from './list-bits';
import type { IndexedProfile, MatchIndexState, Ranked, RankRequest } from './match-index-types';
import { idKey, ProfileIdTable } from './profile-id-table';
import {
  ANY_SKILL,
  INTERESTS,
  LOOKING_FOR,
  MatchVocabulary,
  PARTIAL,
  REQUIRED_SKILL,
  ROLE,
  SKILLS,
  type CompiledFilters,
  type Viewer,
} from './match-vocabulary';
import {
  bestExperienceScore,
  boundTable,
  experienceParts,
  overlap,
  ScoreParts,
  UNITS,
} from './score-parts';
import { TopList } from './top-list';

export type {
  IndexedProfile,
  MatchIndexState,
  RankCursor,
  RankFilters,
  Ranked,
  RankRequest,
} from './match-index-types';

/*
 * Every active profile's match fields in memory, so that a deck page is a pass over typed
 * arrays instead of text-array work in SQL (docs/decisions/0029-match-index-at-a-million.md).
 *
 * Layout: one slot per profile. Per-slot columns are typed arrays indexed by slot (live flag,
 * updated_at, industry code, experience, founder-type code, list start and the three list
 * sizes); the ids sit in a ProfileIdTable. The three lists of a slot are interned item ids laid
 * out back to back in one shared pool (skills, then looking-for, then startup interests), found
 * through the slot's start and sizes; items, industries and founder types are coded by the
 * MatchVocabulary (match-vocabulary.ts), where each list kind also gives its first 32 distinct items a bit
 * (ListBits), and each slot sits in a BoundClass (same industry and list sizes) with a record of
 * its three list masks and its experience: ranking reads those records, not the columns.
 *
 * Invariants:
 * - A profile id is in the id table exactly when its slot is live; a removed slot is a tombstone
 *   (live = 0) on the free list until an upsert reuses it.
 * - A list holds the distinct ids of its trimmed, lower-cased, non-empty items (what listOverlap
 *   compares), so its size is the distinct count listOverlap divides by.
 * - A live slot's lists are pool[start .. start + sizes). Rewriting or removing a slot leaves its
 *   old items as garbage in the pool; the pool is compacted when garbage exceeds live items.
 * - Every live slot is in exactly one class, the one of its current industry and list sizes, with
 *   the masks of its current lists and its current experience, which lies within the class's
 *   experience range; a free slot is in none.
 * - An item has a bit from the moment it is first seen in a list kind, or never has one; so two
 *   lists share exactly their common bits, plus items without a bit when both hold some (then
 *   the lists are walked instead).
 * - Scores are combineMatchScore of the same component values matchScore computes (or the same
 *   weighted terms summed in its order, then rounded the same way), so they are bit-for-bit the
 *   shared score; order is score desc, then activity tier asc (a quiet profile
 *   after an active one of an equal score), then id asc (ids compare as lower-case text).
 *
 * Ranking (see rank()): slots are grouped in BoundClasses by industry and list sizes, which
 * bound the score without reading the lists (industry exactly, experience at the best of the
 * class's range, each list's best overlap from the sizes alone). A ranking bounds every class for
 * the viewer, in units of the score's last decimal, and reads classes best bound first, scoring
 * their members exactly, until no class left can reach the last kept candidate. Within a class,
 * each list's weighted term is a lookup by the member's shared count (ScoreParts), and a member
 * is compared in whole units before anything else about it is read.
 */

// Plain constants for the hot loops: a module's exports may be getters once compiled.
const { combineMatchScore, experienceScore } = matchScore;
const WEIGHTS = { ...matchScore.MATCH_WEIGHTS };

export class MatchIndex {
  private readonly ids = new ProfileIdTable();
  private vocabulary = new MatchVocabulary();
  private readonly freeSlots: number[] = [];
  /** Slots ever used: every slot below is live or free. */
  private end = 0;
  private count = 0;
  private live = new Uint8Array(1024);
  private updatedAt = new Float64Array(1024);
  /** -1 for none. */
  private industry = new Int32Array(1024);
  private years = new Float64Array(1024);
  /** 0 for none, else the founder type's code (from 1). */
  private archetype = new Uint16Array(1024);
  /** 0 active, 1 quiet. */
  private activityTier = new Uint8Array(1024);
  /** 1 with a verified badge. */
  private verified = new Uint8Array(1024);
  private listStart = new Int32Array(1024);
  private skillCount = new Uint16Array(1024);
  private lookingForCount = new Uint16Array(1024);
  private interestCount = new Uint16Array(1024);
  private pool: Int32Array = new Int32Array(64);
  private poolEnd = 0;
  private poolGarbage = 0;
  /** The longest list any slot has had (sizes the bound tables). */
  private maxListSize = 0;
  private readonly classes = new BoundClasses();
  /** Scratch key for joinClass (the classes copy it when a new class starts). */
  private readonly classKey: ClassKey = {
    industry: 0,
    skills: 0,
    lookingFor: 0,
    interests: 0,
  };
  // Per-request scratch, reused (ranking is synchronous).
  private excluded = new Uint8Array(1024);
  private readonly unitsCount = new Int32Array(UNITS + 2);

  get size(): number {
    return this.count;
  }

  has(profileId: string): boolean {
    return this.ids.slotOf(profileId) !== -1;
  }

  /** The updated_at the index holds for a profile, in ms; null when absent. */
  versionOf(profileId: string): number | null {
    const slot = this.ids.slotOf(profileId);
    return slot === -1 ? null : this.updatedAt[slot]!;
  }

  /** The ids of the profiles held, slot by slot, read as it goes (so changes meanwhile show). */
  *profileIds(): Generator<string> {
    for (let slot = 0; slot < this.end; slot += 1) {
      if (this.live[slot] === 1) yield this.ids.idOf(slot);
    }
  }

  /** Bytes held by the index's typed arrays (vocabulary maps and free list not counted). */
  get byteLength(): number {
    const columns = [
      this.live,
      this.updatedAt,
      this.industry,
      this.years,
      this.archetype,
      this.activityTier,
      this.verified,
      this.listStart,
      this.skillCount,
      this.lookingForCount,
      this.interestCount,
      this.pool,
      this.excluded,
      this.unitsCount,
    ];
    return columns.reduce(
      (sum, column) => sum + column.byteLength,
      this.ids.byteLength + this.classes.byteLength,
    );
  }

  upsert(profile: IndexedProfile): void {
    const skills = this.vocabulary.intern(profile.skills);
    const lookingFor = this.vocabulary.intern(profile.lookingFor);
    const interests = this.vocabulary.intern(profile.startupInterests);
    let slot = this.ids.slotOf(profile.id);
    if (slot === -1) {
      slot = this.freeSlots.pop() ?? this.end;
      if (slot === this.end) this.ensureCapacity((this.end += 1));
      this.ids.add(slot, profile.id);
      this.live[slot] = 1;
      this.count += 1;
    } else {
      this.poolGarbage += this.listSize(slot);
      this.classes.leave(slot);
    }
    this.updatedAt[slot] = profile.updatedAt.getTime();
    this.industry[slot] = this.vocabulary.industryCode(profile.industry, true);
    this.years[slot] = profile.experience;
    this.archetype[slot] = this.vocabulary.archetypeCode(profile.archetype, true) + 1;
    this.activityTier[slot] = profile.activityTier;
    this.verified[slot] = profile.verified ? 1 : 0;
    this.skillCount[slot] = skills.length;
    this.lookingForCount[slot] = lookingFor.length;
    this.interestCount[slot] = interests.length;
    this.maxListSize = Math.max(
      this.maxListSize,
      skills.length,
      lookingFor.length,
      interests.length,
    );
    const size = skills.length + lookingFor.length + interests.length;
    this.reservePool(size);
    this.listStart[slot] = this.poolEnd;
    for (const list of [skills, lookingFor, interests]) {
      for (const item of list) this.pool[this.poolEnd++] = item;
    }
    this.joinClass(slot);
  }

  /** Puts a live slot in the class of its columns, with the masks of its lists in the pool. */
  private joinClass(slot: number): void {
    const { pool, classKey } = this;
    classKey.industry = this.industry[slot]!;
    classKey.skills = this.skillCount[slot]!;
    classKey.lookingFor = this.lookingForCount[slot]!;
    classKey.interests = this.interestCount[slot]!;
    const sizes = [classKey.skills, classKey.lookingFor, classKey.interests];
    const masks = [0, 0, 0];
    let partial = 0;
    let at = this.listStart[slot]!;
    for (let kind = 0; kind < 3; kind += 1) {
      const bits = this.vocabulary.listBits[kind]!;
      for (const end = at + sizes[kind]!; at < end; at += 1) {
        const bit = bits.bitOf(pool[at]!);
        if (bit === -1) partial |= PARTIAL[kind]!;
        else masks[kind]! |= 1 << bit;
      }
    }
    this.classes.join(slot, classKey, this.years[slot]!, masks[0]!, masks[1]!, masks[2]!, partial);
  }

  /** The index as plain data, lists compacted, for a snapshot file (match-index-snapshot.ts). */
  exportState(): MatchIndexState {
    this.compactPool(new Int32Array(Math.max(this.poolEnd - this.poolGarbage, 64)));
    const end = this.end;
    return {
      ...this.vocabulary.exportState(),
      end,
      columns: {
        ids: this.ids.wordsUpTo(end),
        live: this.live.slice(0, end),
        updatedAt: this.updatedAt.slice(0, end),
        industry: this.industry.slice(0, end),
        years: this.years.slice(0, end),
        archetype: this.archetype.slice(0, end),
        activityTier: this.activityTier.slice(0, end),
        verified: this.verified.slice(0, end),
        listStart: this.listStart.slice(0, end),
        skillCount: this.skillCount.slice(0, end),
        lookingForCount: this.lookingForCount.slice(0, end),
        interestCount: this.interestCount.slice(0, end),
        pool: this.pool.slice(0, this.poolEnd),
      },
    };
  }

  /** An index as `exportState` left it. */
  static fromState(state: MatchIndexState): MatchIndex {
    const index = new MatchIndex();
    const { columns, end } = state;
    index.vocabulary = MatchVocabulary.fromState(state);
    index.ensureCapacity(end);
    index.end = end;
    index.live.set(columns.live);
    index.updatedAt.set(columns.updatedAt);
    index.industry.set(columns.industry);
    index.years.set(columns.years);
    index.archetype.set(columns.archetype);
    index.activityTier.set(columns.activityTier);
    index.verified.set(columns.verified);
    index.listStart.set(columns.listStart);
    index.skillCount.set(columns.skillCount);
    index.lookingForCount.set(columns.lookingForCount);
    index.interestCount.set(columns.interestCount);
    index.pool = Int32Array.from(columns.pool);
    index.poolEnd = columns.pool.length;
    for (let slot = 0; slot < end; slot += 1) {
      if (index.live[slot] === 0) {
        index.freeSlots.push(slot);
        continue;
      }
      index.ids.addWords(slot, columns.ids, 4 * slot);
      index.count += 1;
      index.maxListSize = Math.max(
        index.maxListSize,
        index.skillCount[slot]!,
        index.lookingForCount[slot]!,
        index.interestCount[slot]!,
      );
      index.joinClass(slot);
    }
    return index;
  }

  remove(profileId: string): void {
    const slot = this.ids.slotOf(profileId);
    if (slot === -1) return;
    this.ids.delete(slot);
    this.live[slot] = 0;
    this.classes.leave(slot);
    this.poolGarbage += this.listSize(slot);
    this.skillCount[slot] = 0;
    this.lookingForCount[slot] = 0;
    this.interestCount[slot] = 0;
    this.freeSlots.push(slot);
    this.count -= 1;
  }

  rank(request: RankRequest): { items: Ranked[]; hasMore: boolean } {
    const filters = this.vocabulary.compileFilters(request.filters);
    if (filters === null) return { items: [], hasMore: false };
    const viewer = this.vocabulary.viewerOf(request.viewer, request.filters);
    const excluded: number[] = [];
    for (const id of request.excludeProfileIds) {
      const slot = this.ids.slotOf(id);
      if (slot !== -1) excluded.push(slot);
    }
    if (this.excluded.length < this.end) this.excluded = new Uint8Array(this.live.length);
    for (const slot of excluded) this.excluded[slot] = 1;
    try {
      return this.rankClasses(request, viewer, filters);
    } finally {
      for (const slot of excluded) this.excluded[slot] = 0;
    }
  }

  private rankClasses(
    request: RankRequest,
    viewer: Viewer,
    filters: CompiledFilters,
  ): { items: Ranked[]; hasMore: boolean } {
    const keep = request.limit + 1;
    const top = new TopList(keep, this.ids, this.activityTier);
    const { after } = request;
    const afterKey = after && idKey(after.id);
    const afterScore = after?.score ?? 2;
    const afterTier = after?.activityTier ?? 0;
    const { excluded, archetype, activityTier, verified } = this;
    const { archetypes, masks } = filters;
    const listFilters = filters.requiredSkills > 0 || filters.roles || filters.anySkills;
    const { order, units } = this.classesByBound(viewer, filters);
    const classes = this.classes;
    const parts = new ScoreParts(viewer, this.maxListSize);
    const experiencePart = experienceParts(viewer.experience);
    // Flags that send a member to the walk: lists both sides hold items without a bit for, or
    // experience off the table.
    const walkFlags = viewer.partial | OFF_TABLE_YEARS;
    const { minYears, maxYears } = filters;
    const yearsFiltered = minYears !== -Infinity || maxYears !== Infinity;
    // With every viewer skill holding a bit, a member's shared skills are the popcount exactly,
    // so a member with too few of them can be passed over before the rest of its score.
    const skillsCounted = (viewer.partial & SKILLS) === 0;
    let worstUnits = -1;
    for (const id of order) {
      // Classes come best bound first: once one cannot reach the last kept, none after can.
      if (units[id]! < worstUnits) break;
      const records = classes.records[id]!;
      const skills = classes.skills[id]!;
      const lookingFor = classes.lookingFor[id]!;
      const interests = classes.interests[id]!;
      const industry = viewer.industry !== -1 && classes.industry[id] === viewer.industry ? 1 : 0;
      const industryPart = WEIGHTS.industry * industry;
      parts.fill(skills, lookingFor, interests);
      const { skillPart, lookingForPart, interestPart } = parts;
      const rest =
        industryPart +
        WEIGHTS.experience *
          bestExperienceScore(viewer.experience, classes.minYears[id]!, classes.maxYears[id]!) +
        parts.bestOtherLists;
      let fewestSkills = skillsCounted ? parts.fewestSkills(rest, worstUnits) : 0;
      for (let at = 0, end = RECORD * classes.sizes[id]!; at < end; at += RECORD) {
        const skillMask = records[at + 1]!;
        if (bitCount(skillMask & viewer.skillMask) < fewestSkills) continue;
        const lookingForMask = records[at + 2]!;
        if (yearsFiltered) {
          const years = this.years[records[at]!]!;
          if (years < minYears || years > maxYears) continue;
        }
        if (listFilters) {
          if (masks === null) {
            if (!this.passesListFilters(records[at]!, viewer.marks, filters)) continue;
          } else if (
            (skillMask & masks.requiredSkills) !== masks.requiredSkills ||
            (filters.anySkills && (skillMask & masks.anySkills) === 0) ||
            (filters.roles && (lookingForMask & masks.roles) === 0)
          ) {
            continue;
          }
        }
        // Common bits are the shared items, unless both sides hold items without a bit. The
        // sum is combineMatchScore's, term by term in its order, so `scoreUnits / UNITS` is
        // that score bit for bit; comparing units spares the division for most members.
        const scoreUnits =
          (records[at + 4]! & walkFlags) === 0
            ? Math.round(
                (skillPart[bitCount(skillMask & viewer.skillMask)]! +
                  industryPart +
                  experiencePart[records[at + 5]!]! +
                  lookingForPart[bitCount(lookingForMask & viewer.lookingForMask)]! +
                  interestPart[bitCount(records[at + 3]! & viewer.interestMask)]!) *
                  UNITS,
              )
            : Math.round(this.scoreByWalk(records[at]!, viewer) * UNITS);
        // The checks that read other memory only for a candidate that could still be kept.
        if (scoreUnits < worstUnits) continue;
        const score = scoreUnits / UNITS;
        if (score > afterScore) continue;
        const slot = records[at]!;
        if (excluded[slot] === 1) continue;
        if (archetypes !== null && archetypes[archetype[slot]!] === 0) continue;
        if (filters.verifiedOnly && verified[slot] === 0) continue;
        if (
          afterKey &&
          score === afterScore &&
          (activityTier[slot]! < afterTier ||
            (activityTier[slot] === afterTier && this.ids.compareKey(slot, afterKey, 0) <= 0))
        ) {
          continue;
        }
        top.offer(slot, score);
        if (top.full) {
          worstUnits = Math.round(top.worstScore * UNITS);
          if (skillsCounted) fewestSkills = parts.fewestSkills(rest, worstUnits);
        }
      }
    }
    const hasMore = top.length > request.limit;
    const items: Ranked[] = [];
    for (let i = 0; i < Math.min(top.length, request.limit); i += 1) {
      const slot = top.slots[i]!;
      items.push({
        profileId: this.ids.idOf(slot),
        score: top.scores[i]!,
        activityTier: this.activityTier[slot]!,
        components: this.componentsOf(slot, viewer),
      });
    }
    return { items, hasMore };
  }

  /**
   * The classes that pass the industry and experience filters, best bound first, and each
   * class's bound: 1 + floor(upper bound of its members' score * UNITS), which is at least any
   * member's rounded score in units (round(x) <= floor(y) + 1 for any x <= y).
   */
  private classesByBound(
    viewer: Viewer,
    filters: CompiledFilters,
  ): { order: Int32Array; units: Int32Array } {
    const { industry, skills, lookingFor, interests, minYears, maxYears, sizes, count } =
      this.classes;
    const skillBound = boundTable(WEIGHTS.skills, viewer.skills, this.maxListSize);
    const lookingForBound = boundTable(WEIGHTS.lookingFor, viewer.lookingFor, this.maxListSize);
    const interestBound = boundTable(WEIGHTS.startupInterests, viewer.interests, this.maxListSize);
    const units = new Int32Array(count);
    const { unitsCount } = this;
    unitsCount.fill(0);
    let eligible = 0;
    for (let id = 0; id < count; id += 1) {
      if (sizes[id] === 0) continue;
      const classIndustry = industry[id]!;
      if (filters.industry !== null && classIndustry !== filters.industry) continue;
      const fewestYears = minYears[id]!;
      const mostYears = maxYears[id]!;
      if (mostYears < filters.minYears || fewestYears > filters.maxYears) continue;
      const sameIndustry = viewer.industry !== -1 && classIndustry === viewer.industry ? 1 : 0;
      const best =
        skillBound[skills[id]!]! +
        WEIGHTS.industry * sameIndustry +
        WEIGHTS.experience * bestExperienceScore(viewer.experience, fewestYears, mostYears) +
        lookingForBound[lookingFor[id]!]! +
        interestBound[interests[id]!]!;
      units[id] = Math.floor(best * UNITS) + 1;
      unitsCount[units[id]!]! += 1;
      eligible += 1;
    }
    // Counting sort, best bound first.
    for (let bound = UNITS + 1, start = 0; bound >= 1; bound -= 1) {
      const classes = unitsCount[bound]!;
      unitsCount[bound] = start;
      start += classes;
    }
    const order = new Int32Array(eligible);
    for (let id = 0; id < count; id += 1) {
      if (units[id] !== 0) order[unitsCount[units[id]!]!++] = id;
    }
    return { order, units };
  }

  private passesListFilters(slot: number, marks: Uint8Array, filters: CompiledFilters): boolean {
    const { pool } = this;
    const start = this.listStart[slot]!;
    const skillsEnd = start + this.skillCount[slot]!;
    let required = 0;
    let anySkill = !filters.anySkills;
    for (let at = start; at < skillsEnd; at += 1) {
      const mark = marks[pool[at]!]!;
      if (mark & REQUIRED_SKILL) required += 1;
      if (mark & ANY_SKILL) anySkill = true;
    }
    if (required < filters.requiredSkills || !anySkill) return false;
    if (!filters.roles) return true;
    const lookingForEnd = skillsEnd + this.lookingForCount[slot]!;
    for (let at = skillsEnd; at < lookingForEnd; at += 1) if (marks[pool[at]!]! & ROLE) return true;
    return false;
  }

  /** The score with shared items counted on the lists themselves. */
  private scoreByWalk(slot: number, viewer: Viewer): number {
    const { pool } = this;
    const { marks } = viewer;
    const skills = this.skillCount[slot]!;
    const lookingFor = this.lookingForCount[slot]!;
    const interests = this.interestCount[slot]!;
    let at = this.listStart[slot]!;
    let sharedSkills = 0;
    for (const end = at + skills; at < end; at += 1)
      if (marks[pool[at]!]! & SKILLS) sharedSkills += 1;
    let sharedLookingFor = 0;
    for (const end = at + lookingFor; at < end; at += 1) {
      if (marks[pool[at]!]! & LOOKING_FOR) sharedLookingFor += 1;
    }
    let sharedInterests = 0;
    for (const end = at + interests; at < end; at += 1) {
      if (marks[pool[at]!]! & INTERESTS) sharedInterests += 1;
    }
    return combineMatchScore(
      overlap(sharedSkills, skills, viewer.skills),
      viewer.industry !== -1 && this.industry[slot] === viewer.industry ? 1 : 0,
      experienceScore(viewer.experience, this.years[slot]!),
      overlap(sharedLookingFor, lookingFor, viewer.lookingFor),
      overlap(sharedInterests, interests, viewer.interests),
    );
  }

  private componentsOf(slot: number, viewer: Viewer): Record<MatchComponent, number> {
    const sizes = [this.skillCount[slot]!, this.lookingForCount[slot]!, this.interestCount[slot]!];
    const bits = [SKILLS, LOOKING_FOR, INTERESTS];
    const shared = [0, 0, 0];
    let at = this.listStart[slot]!;
    for (let list = 0; list < 3; list += 1) {
      for (const end = at + sizes[list]!; at < end; at += 1) {
        if (viewer.marks[this.pool[at]!]! & bits[list]!) shared[list]! += 1;
      }
    }
    return {
      skills: overlap(shared[0]!, sizes[0]!, viewer.skills),
      industry: viewer.industry !== -1 && this.industry[slot] === viewer.industry ? 1 : 0,
      experience: experienceScore(viewer.experience, this.years[slot]!),
      lookingFor: overlap(shared[1]!, sizes[1]!, viewer.lookingFor),
      startupInterests: overlap(shared[2]!, sizes[2]!, viewer.interests),
    };
  }

  private listSize(slot: number): number {
    return this.skillCount[slot]! + this.lookingForCount[slot]! + this.interestCount[slot]!;
  }

  private ensureCapacity(slots: number): void {
    if (slots <= this.live.length) return;
    const capacity = Math.max(slots, this.live.length * 2);
    const grow = <T extends Uint8Array | Uint16Array | Int32Array | Float64Array>(
      from: T,
      make: (n: number) => T,
    ): T => {
      const next = make(capacity);
      next.set(from as never);
      return next;
    };
    this.live = grow(this.live, (n) => new Uint8Array(n));
    this.updatedAt = grow(this.updatedAt, (n) => new Float64Array(n));
    this.industry = grow(this.industry, (n) => new Int32Array(n));
    this.years = grow(this.years, (n) => new Float64Array(n));
    this.archetype = grow(this.archetype, (n) => new Uint16Array(n));
    this.activityTier = grow(this.activityTier, (n) => new Uint8Array(n));
    this.verified = grow(this.verified, (n) => new Uint8Array(n));
    this.listStart = grow(this.listStart, (n) => new Int32Array(n));
    this.skillCount = grow(this.skillCount, (n) => new Uint16Array(n));
    this.lookingForCount = grow(this.lookingForCount, (n) => new Uint16Array(n));
    this.interestCount = grow(this.interestCount, (n) => new Uint16Array(n));
  }

  /** Room for `size` more items at the pool's end, compacting or growing it first if needed. */
  private reservePool(size: number): void {
    if (this.poolEnd + size <= this.pool.length) return;
    const liveItems = this.poolEnd - this.poolGarbage;
    const next = new Int32Array(Math.max(2 * (liveItems + size), 64));
    if (this.poolGarbage > liveItems) {
      this.compactPool(next);
    } else {
      next.set(this.pool.subarray(0, this.poolEnd));
      this.pool = next;
    }
  }

  /** Moves every live slot's lists, in slot order, to the start of `next`, the new pool. */
  private compactPool(next: Int32Array): void {
    let end = 0;
    for (let slot = 0; slot < this.end; slot += 1) {
      if (this.live[slot] === 0) continue;
      const start = this.listStart[slot]!;
      const length = this.listSize(slot);
      next.set(this.pool.subarray(start, start + length), end);
      this.listStart[slot] = end;
      end += length;
    }
    this.pool = next;
    this.poolEnd = end;
    this.poolGarbage = 0;
  }
}
