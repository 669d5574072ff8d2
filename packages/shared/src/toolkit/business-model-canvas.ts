// The business model canvas's nine blocks (docs/product.md#business-model-canvas), in the order
// a canvas is read and exported.

export const canvasBlockKeys = [
  'keyPartners',
  'keyActivities',
  'keyResources',
  'valuePropositions',
  'customerRelationships',
  'channels',
  'customerSegments',
  'costStructure',
  'revenueStreams',
] as const;
export type CanvasBlockKey = (typeof canvasBlockKeys)[number];

export const canvasBlocks: Record<CanvasBlockKey, { label: string; prompt: string }> = {
  keyPartners: {
    label: 'Key Partners',
    prompt: 'Who helps you deliver: suppliers, partners, alliances?',
  },
  keyActivities: {
    label: 'Key Activities',
    prompt: 'What must you do well for the value proposition to work?',
  },
  keyResources: {
    label: 'Key Resources',
    prompt: 'What do you need: people, technology, money, intellectual property?',
  },
  valuePropositions: {
    label: 'Value Propositions',
    prompt: 'Which problem do you solve, and why do customers choose you?',
  },
  customerRelationships: {
    label: 'Customer Relationships',
    prompt: 'How do you win, keep and grow customers?',
  },
  channels: {
    label: 'Channels',
    prompt: 'How do customers hear of you, buy and get what they bought?',
  },
  customerSegments: {
    label: 'Customer Segments',
    prompt: 'Who are your most important customers?',
  },
  costStructure: {
    label: 'Cost Structure',
    prompt: 'What are the biggest costs of running the business?',
  },
  revenueStreams: {
    label: 'Revenue Streams',
    prompt: 'What do customers pay for, how, and how much?',
  },
};

export const CANVAS_BLOCK_MAX_LENGTH = 2000;
export const CANVAS_TITLE_MAX_LENGTH = 120;

export type BusinessModelCanvas = {
  title: string;
  blocks: Record<CanvasBlockKey, string>;
};

export function emptyCanvas(): BusinessModelCanvas {
  return {
    title: '',
    blocks: Object.fromEntries(canvasBlockKeys.map((key) => [key, ''])) as Record<
      CanvasBlockKey,
      string
    >,
  };
}
