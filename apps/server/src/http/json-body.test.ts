import { describe, expect, it } from 'vitest';
import { jsonNestingDepth, MAX_JSON_DEPTH } from './json-body';

const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);

describe('jsonNestingDepth', () => {
  it('counts arrays and objects, flat values count zero', () => {
    expect(jsonNestingDepth('"text"')).toBe(0);
    expect(jsonNestingDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonNestingDepth(nested(MAX_JSON_DEPTH))).toBe(MAX_JSON_DEPTH);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestingDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonNestingDepth('{"a":"\\"[[[\\\\"}')).toBe(1);
    expect(jsonNestingDepth('["\\\\",[["x"]]]')).toBe(3);
  });

  it('stops counting just past the limit on a huge body', () => {
    expect(jsonNestingDepth(nested(100_000), MAX_JSON_DEPTH)).toBe(MAX_JSON_DEPTH + 1);
  });
});
