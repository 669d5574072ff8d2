import { describe, expect, it } from 'vitest';
import { emptyCanvas } from '@cofound/shared/toolkit/business-model-canvas';
import { canvasMarkdown } from './canvas-markdown';

describe('canvasMarkdown', () => {
  it('writes the title and the nine blocks in canvas order', () => {
    const canvas = emptyCanvas();
    canvas.title = 'Ledgerly';
    canvas.blocks.valuePropositions = 'Books in minutes\n- for freelancers';
    const markdown = canvasMarkdown(canvas);
    expect(markdown.startsWith('# Ledgerly\n\n## Key Partners\n\n_Not filled in yet._\n')).toBe(
      true,
    );
    expect(markdown).toContain('## Value Propositions\n\nBooks in minutes\n- for freelancers\n');
    expect(markdown.match(/^## /gm)).toHaveLength(9);
    expect(markdown.trimEnd().endsWith('## Revenue Streams\n\n_Not filled in yet._')).toBe(true);
  });

  it('names an untitled canvas', () => {
    expect(canvasMarkdown(emptyCanvas())).toMatch(/^# Business Model Canvas\n/);
  });
});
