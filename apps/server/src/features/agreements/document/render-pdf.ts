import { createRequire } from 'node:module';
import type {
  AgreementDocument,
  Block,
  Inline,
  List,
  Section,
  Signatures,
  Table,
} from './document-model';

// pdfmake ships no types: only the few calls this file makes are described here.
type PdfContent = Record<string, unknown> | string | PdfContent[];
type PdfMake = {
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  addFonts(fonts: Record<string, Record<string, string>>): void;
  createPdf(definition: Record<string, unknown>): { getBuffer(): Promise<Buffer> };
};

// The PDF standard fonts live inside every PDF reader, so no font file is read or embedded.
const HELVETICA = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
};
const standardFontNames = new Set(Object.values(HELVETICA));

let loaded: PdfMake | null = null;

/**
 * pdfmake is one instance per process, shared with any other feature that makes PDFs: its fonts
 * and policies are set again just before each document, which pdfmake reads when it starts one.
 */
function pdfmake(): PdfMake {
  loaded ??= createRequire(import.meta.url)('pdfmake') as PdfMake;
  loaded.addFonts({ Helvetica: HELVETICA });
  // Nothing in an agreement is fetched or read from disk: only the standard fonts' names pass.
  loaded.setUrlAccessPolicy(() => false);
  loaded.setLocalAccessPolicy((path) => standardFontNames.has(path));
  return loaded;
}

const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';
const CLAUSE_INDENT = 28;
// A4 with 2 cm margins, as the Word document.
const MARGIN = 50;

function text(inlines: readonly Inline[]): PdfContent[] {
  return inlines.map((inline) =>
    typeof inline === 'string'
      ? inline
      : { text: inline.text, bold: inline.bold ?? false, italics: inline.italics ?? false },
  );
}

function paragraph(block: Extract<Block, { kind: 'paragraph' }>): PdfContent {
  if (!block.number) return { text: text(block.runs), margin: [0, 0, 0, 5] };
  return {
    columns: [
      { width: CLAUSE_INDENT, text: block.number, bold: true },
      { width: '*', text: text(block.runs) },
    ],
    columnGap: 0,
    margin: [0, 0, 0, 5],
  };
}

function list(block: List): PdfContent {
  const items = block.items.map((item) => ({ text: text(item), margin: [0, 0, 0, 2] }));
  const margin = [CLAUSE_INDENT, 0, 0, 5];
  return block.style === 'bullet'
    ? { ul: items, margin }
    : { ol: items, type: 'lower-alpha', separator: ['(', ')'], margin };
}

function table(block: Table): PdfContent {
  const weight = block.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = block.columns.map((column) => `${((column.width / weight) * 100).toFixed(2)}%`);
  const align = (index: number) => (block.columns[index]?.align === 'right' ? 'right' : 'left');
  const row = (cells: string[], bold: boolean) =>
    cells.map((cell, index) => ({ text: cell, bold, alignment: align(index) }));
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths,
      body: [
        row(
          block.columns.map((column) => column.header),
          true,
        ),
        ...block.rows.map((cells) => row(cells, false)),
        ...(block.total ? [row(block.total, true)] : []),
      ],
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0,
      hLineColor: () => RULE,
      fillColor: (rowIndex: number) =>
        rowIndex === 0 || (block.total && rowIndex === block.rows.length + 1) ? '#f3f4f6' : null,
      paddingTop: () => 2.5,
      paddingBottom: (rowIndex: number) => (block.writeIn && rowIndex > 0 ? 30 : 2.5),
    },
    margin: [CLAUSE_INDENT, 2, 0, 8],
  };
}

function signatures(block: Signatures): PdfContent {
  const one = (signer: Signatures['signers'][number] | undefined): PdfContent =>
    signer
      ? {
          stack: [
            {
              canvas: [
                { type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.75, lineColor: INK },
              ],
              margin: [0, 24, 0, 2],
            },
            { text: 'Signature', color: MUTED, fontSize: 8 },
            { text: signer.name, bold: true, margin: [0, 4, 0, 0] },
            { text: signer.capacity, color: MUTED },
            { text: 'Date: ____________________', margin: [0, 6, 0, 0] },
          ],
          unbreakable: true,
        }
      : { text: '' };
  const rows: PdfContent[] = [];
  for (let index = 0; index < block.signers.length; index += 2) {
    rows.push({
      columns: [one(block.signers[index]), one(block.signers[index + 1])],
      columnGap: 24,
      // Space above each row but the first: a margin after the last one can start an empty page.
      margin: [0, index === 0 ? 0 : 8, 0, 0],
      unbreakable: true,
    });
  }
  return rows;
}

function blockContent(block: Block): PdfContent {
  switch (block.kind) {
    case 'paragraph':
      return paragraph(block);
    case 'list':
      return list(block);
    case 'table':
      return table(block);
    case 'signatures':
      return signatures(block);
  }
}

function sectionContent(section: Section): PdfContent[] {
  const heading = {
    text: section.number ? `${section.number}.  ${section.heading}` : section.heading,
    style: 'heading',
  };
  const [first, ...rest] = section.blocks.map(blockContent);
  // The heading never ends a page alone: it goes with its first block.
  return [{ stack: [heading, ...(first ? [first] : [])], unbreakable: true }, ...rest];
}

/** The agreement as a PDF in Helvetica, laid out as the Word document. */
export function renderPdf(document: AgreementDocument): Promise<Buffer> {
  const definition = {
    pageSize: 'A4',
    pageMargins: [MARGIN, 56, MARGIN, 56],
    info: {
      title: document.title,
      author: 'Cofound',
      creator: 'Cofound',
      subject: document.properties.subject,
      keywords: document.properties.keywords,
    },
    defaultStyle: { font: 'Helvetica', fontSize: 9.5, lineHeight: 1.2, color: INK },
    styles: {
      title: { fontSize: 18, bold: true, alignment: 'center', margin: [0, 0, 0, 4] },
      subtitle: { color: MUTED, alignment: 'center', margin: [0, 0, 0, 18] },
      heading: { fontSize: 11.5, bold: true, margin: [0, 10, 0, 5] },
    },
    header: () => ({
      text: document.properties.subject,
      alignment: 'right',
      fontSize: 8,
      color: MUTED,
      margin: [MARGIN, 28, MARGIN, 0],
    }),
    footer: (page: number, pages: number) => ({
      columns: [
        { text: document.notice.footer, width: '*' },
        { text: `Page ${page} of ${pages}`, width: 'auto' },
      ],
      fontSize: 8,
      color: MUTED,
      margin: [MARGIN, 24, MARGIN, 0],
    }),
    content: [
      { text: document.title, style: 'title' },
      { text: document.subtitle, style: 'subtitle' },
      {
        table: {
          widths: ['*'],
          body: [
            [
              {
                stack: [
                  { text: document.notice.heading, bold: true, margin: [0, 0, 0, 4] },
                  { text: document.notice.text },
                ],
                fillColor: '#fef3c7',
                margin: [6, 6, 6, 6],
              },
            ],
          ],
        },
        layout: {
          hLineColor: () => '#d97706',
          vLineColor: () => '#d97706',
        },
        margin: [0, 0, 0, 8],
      },
      ...document.sections.flatMap(sectionContent),
    ],
  };
  return pdfmake().createPdf(definition).getBuffer();
}
