// The pitch deck outline as a PowerPoint file: one slide per outline slide, the deck's title on
// the first.
import PptxGenJS from 'pptxgenjs';
import type { PitchDeckValues } from '@cofound/shared/toolkit/toolkit.schemas';

const BRAND = '4F46E5';
const INK = '0F172A';
const MUTED = '475569';

export async function pitchDeckFile(deck: PitchDeckValues): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  pptx.title = deck.deckTitle;
  pptx.company = deck.deckTitle;
  deck.slides.forEach((outline, index) => {
    const slide = pptx.addSlide();
    slide.addShape(pptx.ShapeType.rect, { x: 0, y: 0, w: 10, h: 0.12, fill: { color: BRAND } });
    const bullets = outline.bullets.map((text) => ({
      text,
      options: { bullet: true, breakLine: true },
    }));
    if (index === 0) {
      slide.addText(deck.deckTitle, {
        x: 0.6,
        y: 1.5,
        w: 8.8,
        h: 1.2,
        fontSize: 40,
        bold: true,
        color: INK,
      });
      slide.addText(outline.title, { x: 0.6, y: 2.7, w: 8.8, h: 0.6, fontSize: 20, color: BRAND });
      if (bullets.length > 0) {
        slide.addText(bullets, { x: 0.6, y: 3.4, w: 8.8, h: 1.8, fontSize: 16, color: MUTED });
      }
      return;
    }
    slide.addText(outline.title, {
      x: 0.6,
      y: 0.4,
      w: 8.8,
      h: 0.9,
      fontSize: 30,
      bold: true,
      color: INK,
    });
    if (bullets.length > 0) {
      slide.addText(bullets, {
        x: 0.6,
        y: 1.4,
        w: 8.8,
        h: 3.8,
        fontSize: 20,
        color: MUTED,
        valign: 'top',
        paraSpaceAfter: 8,
      });
    }
    slide.addText(`${index + 1}`, {
      x: 9.0,
      y: 5.1,
      w: 0.6,
      h: 0.4,
      fontSize: 10,
      color: MUTED,
      align: 'right',
    });
  });
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}

/** A file name from the deck's title: letters, digits and dashes, never empty. */
export function pitchDeckFileName(deckTitle: string): string {
  const slug = deckTitle
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'pitch'}-deck.pptx`;
}
