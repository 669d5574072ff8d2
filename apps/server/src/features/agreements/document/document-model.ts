// The one model of an agreement: both renderers (DOCX and PDF) draw it, so the words live once.

/** A piece of text, bold (a defined term, a clause number) or in italics (a note). */
export type Run = { text: string; bold?: boolean; italics?: boolean };
export type Inline = string | Run;

export type Paragraph = {
  kind: 'paragraph';
  /** The clause number ('3.2'), printed before the text; none for a plain paragraph. */
  number?: string;
  runs: Inline[];
};

export type List = {
  kind: 'list';
  /** Bullets, or items lettered (a), (b), (c) for the parts of a clause. */
  style: 'bullet' | 'letter';
  items: Inline[][];
};

export type Table = {
  kind: 'table';
  /** Relative widths; they add up to anything. */
  columns: { header: string; width: number; align?: 'left' | 'right' }[];
  rows: string[][];
  /** A last row in bold (a total). */
  total?: string[];
  /** Rows the founders complete by hand: drawn tall enough to write in. */
  writeIn?: boolean;
};

/** A signature block per signer: a line to sign on, the name, the role and the date. */
export type Signatures = {
  kind: 'signatures';
  signers: { name: string; capacity: string }[];
};

export type Block = Paragraph | List | Table | Signatures;

export type Section = {
  /** '4' for a numbered section; none for the parties, recitals, schedules and signatures. */
  number?: string;
  heading: string;
  blocks: Block[];
};

export type AgreementDocument = {
  title: string;
  /** Under the title: the company and the date. */
  subtitle: string;
  /** What this document is not: shown in a box before the first section, and in the footer. */
  notice: { heading: string; text: string; footer: string };
  sections: Section[];
  /** The document's properties (author, subject) in the file. */
  properties: { subject: string; keywords: string };
};

export const bold = (text: string): Run => ({ text, bold: true });
export const italics = (text: string): Run => ({ text, italics: true });

export const runText = (run: Inline): string => (typeof run === 'string' ? run : run.text);

/** The document as plain text, block by block: what a reader of either file would read. */
export function documentText(document: AgreementDocument): string {
  const lines: string[] = [document.title, document.subtitle, document.notice.heading];
  lines.push(document.notice.text);
  for (const section of document.sections) {
    lines.push(section.number ? `${section.number}. ${section.heading}` : section.heading);
    for (const block of section.blocks) lines.push(...blockText(block));
  }
  lines.push(document.notice.footer);
  return lines.join('\n');
}

function blockText(block: Block): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [[block.number, block.runs.map(runText).join('')].filter(Boolean).join(' ')];
    case 'list':
      return block.items.map((item) => item.map(runText).join(''));
    case 'table':
      return [
        block.columns.map((column) => column.header).join(' | '),
        ...block.rows.map((row) => row.join(' | ')),
        ...(block.total ? [block.total.join(' | ')] : []),
      ];
    case 'signatures':
      return block.signers.map((signer) => `${signer.name}, ${signer.capacity}`);
  }
}

/** Parts of a numbered section: clauses are numbered in order, lists and tables are not. */
export type SectionPart = Inline[] | string | Exclude<Block, Paragraph> | Paragraph;

function isBlock(part: SectionPart): part is Block {
  return typeof part === 'object' && !Array.isArray(part);
}

/**
 * Numbers sections 1, 2, 3 and their clauses 1.1, 1.2 in order. A part that is already a block
 * (a list, a table, an unnumbered paragraph) is kept as it is.
 */
export function numberedSections(
  sections: readonly { heading: string; parts: readonly SectionPart[] }[],
): Section[] {
  return sections.map((section, index) => {
    const number = String(index + 1);
    let clause = 0;
    const blocks = section.parts.map((part): Block => {
      if (isBlock(part)) return part;
      clause += 1;
      const runs = typeof part === 'string' ? [part] : part;
      return { kind: 'paragraph', number: `${number}.${clause}`, runs };
    });
    return { number, heading: section.heading, blocks };
  });
}

export const paragraph = (...runs: Inline[]): Paragraph => ({ kind: 'paragraph', runs });
export const bullets = (...items: (string | Inline[])[]): List => ({
  kind: 'list',
  style: 'bullet',
  items: items.map((item) => (typeof item === 'string' ? [item] : item)),
});
export const lettered = (...items: (string | Inline[])[]): List => ({
  kind: 'list',
  style: 'letter',
  items: items.map((item) => (typeof item === 'string' ? [item] : item)),
});
