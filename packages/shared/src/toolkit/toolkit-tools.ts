// The toolkit's tools (docs/product.md#toolkit): what the /toolkit list shows and which of them
// need a Pro or Business plan.

export const toolkitToolIds = [
  'equity-calculator',
  'vesting-calculator',
  'business-model-canvas',
  'financial-projections',
  'pitch-deck',
  'investor-database',
] as const;
export type ToolkitToolId = (typeof toolkitToolIds)[number];

export const toolkitToolCategories = ['basic', 'premium'] as const;
export type ToolkitToolCategory = (typeof toolkitToolCategories)[number];

export const toolkitToolTypes = ['calculator', 'template', 'resource'] as const;
export type ToolkitToolType = (typeof toolkitToolTypes)[number];

export type ToolkitTool = {
  id: ToolkitToolId;
  name: string;
  description: string;
  category: ToolkitToolCategory;
  type: ToolkitToolType;
};

export const toolkitTools: readonly ToolkitTool[] = [
  {
    id: 'equity-calculator',
    name: 'Equity Calculator',
    description:
      'Split founder equity by experience, commitment, role and capital, keeping a pool for future hires.',
    category: 'basic',
    type: 'calculator',
  },
  {
    id: 'vesting-calculator',
    name: 'Vesting Calculator',
    description:
      'See when each share vests: vesting period, cliff, monthly or quarterly vesting and acceleration.',
    category: 'premium',
    type: 'calculator',
  },
  {
    id: 'business-model-canvas',
    name: 'Business Model Canvas',
    description:
      'Lay out your business on one page in the nine classic blocks, save it and export or print it.',
    category: 'basic',
    type: 'template',
  },
  {
    id: 'financial-projections',
    name: 'Financial Projections',
    description:
      'Project 36 months of revenue, costs, burn, cash and runway from your customers, prices and hires.',
    category: 'premium',
    type: 'template',
  },
  {
    id: 'pitch-deck',
    name: 'Pitch Deck Builder',
    description: 'Outline your investor pitch slide by slide and download it as a PowerPoint deck.',
    category: 'premium',
    type: 'template',
  },
  {
    id: 'investor-database',
    name: 'Investor Database',
    description: 'Partner investors who back early-stage founders on Cofound.',
    category: 'premium',
    type: 'resource',
  },
];

export const toolkitToolTypeLabels: Record<ToolkitToolType, string> = {
  calculator: 'Calculator',
  template: 'Template',
  resource: 'Resource',
};

export function toolkitTool(id: ToolkitToolId): ToolkitTool {
  const tool = toolkitTools.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`unknown toolkit tool ${id}`);
  return tool;
}

export function isPremiumTool(id: ToolkitToolId): boolean {
  return toolkitTool(id).category === 'premium';
}

/** The tools whose work a member saves (one document per member, tool and project). */
export const toolkitDocumentTools = [
  'business-model-canvas',
  'pitch-deck',
  'financial-projections',
  'vesting-calculator',
] as const satisfies readonly ToolkitToolId[];
export type ToolkitDocumentTool = (typeof toolkitDocumentTools)[number];
