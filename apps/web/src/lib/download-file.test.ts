import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download-file';

describe('fileNameFrom', () => {
  it('reads plain and UTF-8 encoded file names, and nothing from a missing header', () => {
    expect(fileNameFrom('attachment; filename="equal-split.docx"')).toBe('equal-split.docx');
    expect(fileNameFrom("attachment; filename*=UTF-8''caf%C3%A9%20plan.pdf")).toBe('café plan.pdf');
    expect(fileNameFrom('attachment')).toBeNull();
    expect(fileNameFrom(null)).toBeNull();
  });
});
