import { describe, expect, it } from 'vitest';
import { labelOf, memberStatusLabels } from './member-labels';

describe('member labels', () => {
  it('names every status in words, a deleted account too', () => {
    expect(labelOf(memberStatusLabels, 'suspended')).toBe('Suspended');
    expect(labelOf(memberStatusLabels, 'deleted')).toBe('Deleted');
  });

  it('keeps a value it has no label for as it came', () => {
    expect(labelOf(memberStatusLabels, 'archived')).toBe('archived');
  });
});
