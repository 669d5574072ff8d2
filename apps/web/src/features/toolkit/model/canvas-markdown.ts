import {
  canvasBlockKeys,
  canvasBlocks,
  type BusinessModelCanvas,
} from '@cofound/shared/toolkit/business-model-canvas';

/** The canvas as a Markdown file: the title, then each block under its own heading. */
export function canvasMarkdown(canvas: BusinessModelCanvas): string {
  const title = canvas.title.trim() || 'Business Model Canvas';
  const sections = canvasBlockKeys.map((key) => {
    const text = canvas.blocks[key].trim();
    return `## ${canvasBlocks[key].label}\n\n${text || '_Not filled in yet._'}\n`;
  });
  return `# ${title}\n\n${sections.join('\n')}`;
}
