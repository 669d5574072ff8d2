import { describe, expect, it } from 'vitest';
import { DeliveredIds } from './delivered-ids';

describe('DeliveredIds', () => {
  it('says yes once per id, and forgets the oldest past its capacity', () => {
    const ids = new DeliveredIds(3);
    expect([1, 2, 1, 3].map((id) => ids.add(id))).toEqual([true, true, false, true]);
    expect(ids.add(4)).toBe(true); // 1 is forgotten
    expect(ids.add(1)).toBe(true);
    expect(ids.add(4)).toBe(false);
  });
});
