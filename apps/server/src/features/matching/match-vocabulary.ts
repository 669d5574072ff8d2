// The match index's vocabulary (match-index.ts): list items, industries and founder types as
// small codes, the bits of each list kind, and a request's viewer and filters in those codes.
import * as matchScore from '@cofound/shared/matching/match-score';
import type { MatchProfile } from '@cofound/shared/matching/match-score';
import { ListBits } from './list-bits';
import type { MatchIndexState, RankFilters } from './match-index-types';

const { normalizeMatchItem } = matchScore;

// Bits of a vocabulary mark: the viewer's lists, then the list filters.
export const SKILLS = 1;
export const LOOKING_FOR = 2;
export const INTERESTS = 4;
export const REQUIRED_SKILL = 8;
export const ROLE = 16;
export const ANY_SKILL = 32;
/** A slot's (or viewer's) list holds items without a bit, per list: the same bits as above. */
export const PARTIAL = [SKILLS, LOOKING_FOR, INTERESTS] as const;

const MAX_LIST = 0xffff;

/** The PARTIAL bits of the lists (skills, looking-for, interests) that are not complete. */
function partialBits(masks: readonly { complete: boolean }[]): number {
  return masks.reduce((bits, { complete }, kind) => (complete ? bits : bits | PARTIAL[kind]!), 0);
}

/** A request's filters on codes and marks; null when no profile can pass. */
export type CompiledFilters = {
  industry: number | null;
  minYears: number;
  maxYears: number;
  /** Allowed founder-type codes (index 0 = none), or null for any. */
  archetypes: Uint8Array | null;
  requiredSkills: number;
  roles: boolean;
  anySkills: boolean;
  verifiedOnly: boolean;
  /** The list filters as masks, when every item of them has a bit (else lists are walked). */
  masks: { requiredSkills: number; roles: number; anySkills: number } | null;
};

export type Viewer = {
  /** The viewer's experience: the one field of their profile the ranking reads as is. */
  experience: number;
  marks: Uint8Array;
  skillMask: number;
  lookingForMask: number;
  interestMask: number;
  /** PARTIAL bits of the viewer's lists that hold an item without a bit. */
  partial: number;
  industry: number;
  skills: number;
  lookingFor: number;
  interests: number;
};

export class MatchVocabulary {
  /** Normalized item -> its id. */
  private readonly items = new Map<string, number>();
  /** Items as written (before trimming and lower-casing) -> vocabulary id; '' never in. */
  private readonly itemIds = new Map<string, number>();
  private readonly industryCodes = new Map<string, number>();
  private readonly archetypeCodes = new Map<string, number>();
  /** Per list kind (skills, looking-for, startup interests), the bits of its items. */
  listBits: readonly [ListBits, ListBits, ListBits] = [
    new ListBits(),
    new ListBits(),
    new ListBits(),
  ];

  /** The vocabulary as plain data (part of MatchIndexState). */
  exportState(): Pick<MatchIndexState, 'vocabulary' | 'industries' | 'archetypes' | 'listBits'> {
    return {
      vocabulary: [...this.items.keys()],
      industries: [...this.industryCodes.keys()],
      archetypes: [...this.archetypeCodes.keys()],
      listBits: this.listBits.map((bits) => bits.entries()),
    };
  }

  /** A vocabulary as `exportState` left it. */
  static fromState(state: MatchIndexState): MatchVocabulary {
    const vocabulary = new MatchVocabulary();
    state.vocabulary.forEach((key, id) => vocabulary.items.set(key, id));
    state.industries.forEach((name, code) => vocabulary.industryCodes.set(name, code));
    state.archetypes.forEach((name, code) => vocabulary.archetypeCodes.set(name, code));
    const [skills, lookingFor, interests] = state.listBits.map((entries) => ListBits.from(entries));
    vocabulary.listBits = [skills!, lookingFor!, interests!];
    return vocabulary;
  }

  /**
   * The viewer's lists and the list filters as marks on the vocabulary, and each viewer list's
   * distinct size (unknown items match nobody but still count, as in listOverlap).
   */
  viewerOf(profile: MatchProfile, filters: RankFilters): Viewer {
    const marks = new Uint8Array(this.items.size);
    const mark = (items: readonly string[], bit: number) => {
      const { known, distinct } = this.lookup(items);
      for (const id of known) marks[id]! |= bit;
      return distinct;
    };
    mark(filters.requiredSkills, REQUIRED_SKILL);
    mark(filters.roles, ROLE);
    mark(filters.anySkills, ANY_SKILL);
    const masks = [profile.skills, profile.lookingFor, profile.startupInterests].map(
      (items, kind) => this.listBits[kind]!.lookupMask(this.lookup(items).known),
    );
    return {
      experience: profile.experience,
      marks,
      skillMask: masks[0]!.mask,
      lookingForMask: masks[1]!.mask,
      interestMask: masks[2]!.mask,
      partial: partialBits(masks),
      industry: this.industryCode(profile.industry, false),
      skills: mark(profile.skills, SKILLS),
      lookingFor: mark(profile.lookingFor, LOOKING_FOR),
      interests: mark(profile.startupInterests, INTERESTS),
    };
  }

  /**
   * The filters on codes; null when no profile can pass (an unknown required skill, industry or
   * founder type, or no known item among the roles or `anySkills`).
   */
  compileFilters(filters: RankFilters): CompiledFilters | null {
    const required = this.lookup(filters.requiredSkills);
    if (required.known.length < required.distinct) return null;
    const roles = this.lookup(filters.roles);
    if (roles.distinct > 0 && roles.known.length === 0) return null;
    const anySkills = this.lookup(filters.anySkills);
    if (anySkills.distinct > 0 && anySkills.known.length === 0) return null;
    const industry = filters.industry === null ? null : this.industryCode(filters.industry, false);
    if (industry === -1) return null;
    let archetypes: Uint8Array | null = null;
    if (filters.archetypes.length > 0) {
      archetypes = new Uint8Array(this.archetypeCodes.size + 1);
      for (const type of filters.archetypes) {
        const code = this.archetypeCode(type, false);
        if (code !== -1) archetypes[code + 1] = 1;
      }
      if (!archetypes.includes(1)) return null;
    }
    const [skillBits, lookingForBits] = this.listBits;
    const masked = [
      skillBits.lookupMask(required.known),
      lookingForBits.lookupMask(roles.known),
      skillBits.lookupMask(anySkills.known),
    ];
    return {
      masks: masked.every(({ complete }) => complete)
        ? {
            requiredSkills: masked[0]!.mask,
            roles: masked[1]!.mask,
            anySkills: masked[2]!.mask,
          }
        : null,
      industry,
      minYears: filters.minExperience ?? -Infinity,
      maxYears: filters.maxExperience ?? Infinity,
      archetypes,
      requiredSkills: required.distinct,
      roles: roles.distinct > 0,
      anySkills: anySkills.distinct > 0,
      verifiedOnly: filters.verifiedOnly,
    };
  }

  /** An industry's code (from 0); -1 for null, or for a name not seen when `add` is false. */
  industryCode(name: string | null, add: boolean): number {
    return this.codeOf(this.industryCodes, name, add);
  }

  /** A founder type's code, as industryCode. */
  archetypeCode(name: string | null, add: boolean): number {
    return this.codeOf(this.archetypeCodes, name, add);
  }

  private codeOf(codes: Map<string, number>, name: string | null, add: boolean): number {
    if (name === null) return -1;
    let code = codes.get(name);
    if (code === undefined && add) {
      code = codes.size;
      codes.set(name, code);
    }
    return code ?? -1;
  }

  /** The distinct ids of a list's normalized, non-empty items, interning new ones. */
  intern(items: readonly string[]): number[] {
    const ids: number[] = [];
    for (const item of items) {
      let id = this.itemIds.get(item);
      if (id === undefined) {
        const key = normalizeMatchItem(item);
        if (key === '') continue;
        id = this.items.get(key);
        if (id === undefined) {
          id = this.items.size;
          this.items.set(key, id);
        }
        this.itemIds.set(item, id);
      }
      if (!ids.includes(id)) ids.push(id);
    }
    if (ids.length > MAX_LIST) throw new RangeError(`a list of ${ids.length} items is too long`);
    return ids;
  }

  /** Known ids of normalized items, and how many distinct non-empty items there are. */
  private lookup(items: readonly string[]): { known: number[]; distinct: number } {
    const keys = new Set(items.map(normalizeMatchItem).filter(Boolean));
    const known: number[] = [];
    for (const key of keys) {
      const id = this.items.get(key);
      if (id !== undefined) known.push(id);
    }
    return { known, distinct: keys.size };
  }
}
