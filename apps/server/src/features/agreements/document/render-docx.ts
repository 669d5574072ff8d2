import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Tab,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type IBorderOptions,
} from 'docx';
import type {
  AgreementDocument,
  Block,
  Inline,
  List,
  Section,
  Signatures,
  Table as TableBlock,
} from './document-model';

// Twips (1/20 pt). A4 with 1.8 cm margins, as the PDF, leaves 17.4 cm for the text.
const MARGIN = 1020;
const CONTENT_WIDTH = 11906 - 2 * MARGIN;
const CLAUSE_INDENT = 567;
const FONT = 'Arial';
const INK = '1F2937';
const MUTED = '6B7280';
const RULE = 'D1D5DB';
const LETTERS = 'agreement-letters';

const none: IBorderOptions = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const rule: IBorderOptions = { style: BorderStyle.SINGLE, size: 4, color: RULE };

function runs(inlines: readonly Inline[]): TextRun[] {
  return inlines.map((inline) =>
    typeof inline === 'string'
      ? new TextRun(inline)
      : new TextRun({ text: inline.text, bold: inline.bold, italics: inline.italics }),
  );
}

function heading(section: Section): Paragraph {
  const text = section.number ? `${section.number}.\t${section.heading}` : section.heading;
  return new Paragraph({
    heading: HeadingLevel.HEADING_1,
    keepNext: true,
    tabStops: [{ type: 'left', position: CLAUSE_INDENT }],
    children: [new TextRun(text)],
  });
}

function paragraphBlock(block: Extract<Block, { kind: 'paragraph' }>): Paragraph {
  if (!block.number) {
    return new Paragraph({ spacing: { after: 80 }, children: runs(block.runs) });
  }
  return new Paragraph({
    spacing: { after: 80 },
    indent: { left: CLAUSE_INDENT, hanging: CLAUSE_INDENT },
    children: [
      new TextRun({ text: block.number, bold: true }),
      new TextRun({ children: [new Tab()] }),
      ...runs(block.runs),
    ],
  });
}

function listBlock(block: List, instance: number): Paragraph[] {
  return block.items.map(
    (item) =>
      new Paragraph({
        spacing: { after: 60 },
        ...(block.style === 'bullet'
          ? { bullet: { level: 0 } }
          : { numbering: { reference: LETTERS, level: 0, instance } }),
        children: runs(item),
      }),
  );
}

function cell(text: string, width: number, options: { header?: boolean; right?: boolean } = {}) {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    shading: options.header
      ? { type: ShadingType.CLEAR, color: 'auto', fill: 'F3F4F6' }
      : undefined,
    borders: { top: rule, bottom: rule, left: none, right: none },
    children: [
      new Paragraph({
        alignment: options.right ? AlignmentType.RIGHT : AlignmentType.LEFT,
        keepNext: true,
        children: [new TextRun({ text, bold: options.header })],
      }),
    ],
  });
}

function tableBlock(block: TableBlock): (Table | Paragraph)[] {
  const totalWeight = block.columns.reduce((sum, column) => sum + column.width, 0);
  const width = CONTENT_WIDTH - CLAUSE_INDENT;
  const widths = block.columns.map((column) => Math.floor((column.width / totalWeight) * width));
  const row = (cells: string[], options: { header?: boolean } = {}) =>
    new TableRow({
      tableHeader: options.header,
      cantSplit: true,
      ...(block.writeIn && !options.header && { height: { value: 680, rule: 'atLeast' as const } }),
      children: cells.map((text, index) =>
        cell(text, widths[index]!, { ...options, right: block.columns[index]?.align === 'right' }),
      ),
    });
  return [
    new Table({
      width: { size: width, type: WidthType.DXA },
      indent: { size: CLAUSE_INDENT, type: WidthType.DXA },
      columnWidths: widths,
      rows: [
        row(
          block.columns.map((column) => column.header),
          { header: true },
        ),
        ...block.rows.map((cells) => row(cells)),
        ...(block.total ? [row(block.total, { header: true })] : []),
      ],
    }),
    new Paragraph({ spacing: { after: 80 }, children: [] }),
  ];
}

function signatureCell(signer: Signatures['signers'][number] | undefined, width: number) {
  const line = (label: string, value = '') =>
    new Paragraph({
      keepNext: true,
      keepLines: true,
      spacing: { after: 60 },
      children: [new TextRun({ text: label, color: MUTED }), new TextRun(value)],
    });
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    margins: { top: 80, bottom: 160, left: 0, right: 240 },
    borders: { top: none, bottom: none, left: none, right: none },
    children: signer
      ? [
          new Paragraph({
            spacing: { before: 320, after: 60 },
            keepNext: true,
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: INK, space: 1 } },
            children: [],
          }),
          line('Signature'),
          new Paragraph({
            keepNext: true,
            spacing: { after: 60 },
            children: [new TextRun({ text: signer.name, bold: true })],
          }),
          line(signer.capacity),
          line('Date: ', '____________________'),
        ]
      : [new Paragraph({ children: [] })],
  });
}

function signaturesBlock(block: Signatures): Table {
  const half = Math.floor(CONTENT_WIDTH / 2);
  const rows: TableRow[] = [];
  for (let index = 0; index < block.signers.length; index += 2) {
    rows.push(
      new TableRow({
        cantSplit: true,
        children: [
          signatureCell(block.signers[index], half),
          signatureCell(block.signers[index + 1], half),
        ],
      }),
    );
  }
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: [half, half],
    borders: { top: none, bottom: none, left: none, right: none, insideHorizontal: none },
    rows,
  });
}

function noticeBox(document: AgreementDocument): Paragraph[] {
  const border: IBorderOptions = { style: BorderStyle.SINGLE, size: 8, color: 'D97706', space: 6 };
  const boxed = {
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'FEF3C7' },
    border: { top: border, bottom: border, left: border, right: border },
  };
  return [
    new Paragraph({
      ...boxed,
      keepNext: true,
      children: [new TextRun({ text: document.notice.heading, bold: true })],
    }),
    new Paragraph({
      ...boxed,
      spacing: { after: 240 },
      children: [new TextRun(document.notice.text)],
    }),
  ];
}

function body(document: AgreementDocument): (Paragraph | Table)[] {
  const children: (Paragraph | Table)[] = [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      alignment: AlignmentType.CENTER,
      children: [new TextRun(document.title)],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 360 },
      children: [new TextRun({ text: document.subtitle, color: MUTED })],
    }),
    ...noticeBox(document),
  ];
  let letteredLists = 0;
  for (const section of document.sections) {
    children.push(heading(section));
    for (const block of section.blocks) {
      switch (block.kind) {
        case 'paragraph':
          children.push(paragraphBlock(block));
          break;
        case 'list':
          letteredLists += block.style === 'letter' ? 1 : 0;
          children.push(...listBlock(block, letteredLists));
          break;
        case 'table':
          children.push(...tableBlock(block));
          break;
        case 'signatures':
          children.push(signaturesBlock(block));
          break;
      }
    }
  }
  return children;
}

/** The agreement as a Word document (Office Open XML). */
export async function renderDocx(document: AgreementDocument): Promise<Buffer> {
  const file = new Document({
    creator: 'Cofound',
    title: document.title,
    subject: document.properties.subject,
    keywords: document.properties.keywords,
    description: document.notice.footer,
    styles: {
      default: {
        document: {
          run: { font: FONT, size: 19, color: INK },
          paragraph: { spacing: { line: 228 } },
        },
        title: { run: { font: FONT, size: 36, bold: true, color: INK } },
        heading1: {
          run: { font: FONT, size: 24, bold: true, color: INK },
          paragraph: { spacing: { before: 200, after: 80 } },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: LETTERS,
          levels: [
            {
              level: 0,
              format: LevelFormat.LOWER_LETTER,
              text: '(%1)',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: CLAUSE_INDENT * 2, hanging: CLAUSE_INDENT } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
          },
        },
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({ text: document.properties.subject, size: 16, color: MUTED }),
                ],
              }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                tabStops: [{ type: 'right', position: CONTENT_WIDTH }],
                children: [
                  new TextRun({ text: document.notice.footer, size: 16, color: MUTED }),
                  new TextRun({
                    size: 16,
                    color: MUTED,
                    children: [
                      new Tab(),
                      'Page ',
                      PageNumber.CURRENT,
                      ' of ',
                      PageNumber.TOTAL_PAGES,
                    ],
                  }),
                ],
              }),
            ],
          }),
        },
        children: body(document),
      },
    ],
  });
  return Packer.toBuffer(file);
}
