import { z } from 'zod';
import {
  CANVAS_BLOCK_MAX_LENGTH,
  CANVAS_TITLE_MAX_LENGTH,
  canvasBlockKeys,
  type CanvasBlockKey,
} from './business-model-canvas';
import { equityCommitments, EQUITY_POOL_MAX, EQUITY_POOL_MIN } from './equity-split';
import { customerGrowthModes, PROJECTION_MONTHS } from './financial-projections';
import {
  PITCH_DECK_BULLET_MAX_LENGTH,
  PITCH_DECK_MAX_BULLETS,
  PITCH_DECK_MAX_SLIDES,
  PITCH_DECK_TITLE_MAX_LENGTH,
} from './pitch-deck';
import {
  EQUITY_MAX_FOUNDERS,
  PROJECTION_MAX_HIRES,
  toolkitMessages as m,
} from './toolkit.messages';
import { toolkitDocumentTools, type ToolkitDocumentTool } from './toolkit-tools';
import {
  vestingAccelerations,
  vestingFrequencies,
  VESTING_MAX_MONTHS,
  VESTING_MAX_SHARES,
} from './vesting-schedule';

/** Large enough for any startup's figures, small enough to stay exact in a double. */
const MONEY_MAX = 1_000_000_000_000;

const amount = (max = MONEY_MAX) =>
  z.number(m.amountRange).min(0, m.amountRange).max(max, m.amountRange);
const percent = () => z.number(m.percentRange).min(0, m.percentRange).max(100, m.percentRange);

// Equity calculator: computed in the browser; the schema checks the form.

export const equityFounderSchema = z.object({
  name: z.string().trim().max(100),
  role: z.string().trim().max(100),
  experience: z.number(m.experienceMin).int(m.experienceMin).min(0, m.experienceMin).max(80),
  commitment: z.enum(equityCommitments),
  capitalInvested: z.number(m.capitalMin).min(0, m.capitalMin).max(MONEY_MAX, m.capitalMin),
  sweatEquity: z.boolean(),
});

export const equityCalculatorSchema = z.object({
  founders: z
    .array(equityFounderSchema)
    .min(1, m.foundersMin)
    .max(EQUITY_MAX_FOUNDERS, m.foundersMax),
  pool: z.number(m.poolRange).min(EQUITY_POOL_MIN, m.poolRange).max(EQUITY_POOL_MAX, m.poolRange),
});

// Vesting calculator.

export const vestingInputSchema = z
  .strictObject({
    totalShares: z
      .number(m.totalSharesRange)
      .int(m.totalSharesRange)
      .min(1, m.totalSharesRange)
      .max(VESTING_MAX_SHARES, m.totalSharesRange),
    durationMonths: z
      .number(m.durationRange)
      .int(m.durationRange)
      .min(1, m.durationRange)
      .max(VESTING_MAX_MONTHS, m.durationRange),
    cliffMonths: z
      .number(m.cliffRange)
      .int(m.cliffRange)
      .min(0, m.cliffRange)
      .max(VESTING_MAX_MONTHS, m.cliffRange),
    frequency: z.enum(vestingFrequencies),
    startDate: z.iso.date(m.startDateRequired),
    acceleration: z.enum(vestingAccelerations),
    acceleratedPercent: z
      .number(m.acceleratedPercentRange)
      .int(m.acceleratedPercentRange)
      .min(0, m.acceleratedPercentRange)
      .max(100, m.acceleratedPercentRange),
  })
  .refine((input) => input.cliffMonths <= input.durationMonths, {
    path: ['cliffMonths'],
    message: m.cliffAfterEnd,
  });
export type VestingInputValues = z.output<typeof vestingInputSchema>;

export const vestingScheduleSchema = z.object({
  totalShares: z.number(),
  events: z.array(
    z.object({
      month: z.number().int(),
      date: z.string(),
      shares: z.number(),
      vested: z.number(),
      vestedPercent: z.number(),
      unvested: z.number(),
      ifAccelerated: z.number().nullable(),
    }),
  ),
  cliff: z.object({ date: z.string(), shares: z.number() }).nullable(),
  fullyVestedDate: z.string(),
  acceleratedAtStart: z.number().nullable(),
});

// Financial projections.

export const projectionHireSchema = z.strictObject({
  role: z.string().trim().min(1, m.hireRoleRequired).max(80, m.hireRoleTooLong),
  monthlySalary: amount(100_000_000),
  startMonth: z
    .number(m.startMonthRange)
    .int(m.startMonthRange)
    .min(1, m.startMonthRange)
    .max(PROJECTION_MONTHS, m.startMonthRange),
});

export const projectionInputSchema = z.strictObject({
  startingCustomers: z
    .number(m.customersRange)
    .min(0, m.customersRange)
    .max(100_000_000, m.customersRange),
  growthMode: z.enum(customerGrowthModes),
  monthlyNewCustomers: z
    .number(m.customersRange)
    .min(0, m.customersRange)
    .max(10_000_000, m.customersRange),
  monthlyGrowthPercent: percent(),
  monthlyChurnPercent: percent(),
  pricePerCustomer: amount(1_000_000),
  costPerCustomer: amount(1_000_000),
  fixedMonthlyCosts: amount(1_000_000_000),
  hires: z.array(projectionHireSchema).max(PROJECTION_MAX_HIRES, m.hiresMax),
  startingCash: amount(),
});
export type ProjectionInputValues = z.output<typeof projectionInputSchema>;

export const projectionSchema = z.object({
  months: z.array(
    z.object({
      month: z.number().int(),
      newCustomers: z.number(),
      churnedCustomers: z.number(),
      customers: z.number(),
      revenue: z.number(),
      variableCosts: z.number(),
      payroll: z.number(),
      fixedCosts: z.number(),
      totalCosts: z.number(),
      net: z.number(),
      netBurn: z.number(),
      cash: z.number(),
      runwayMonths: z.number().nullable(),
      hiresStarting: z.array(z.string()),
    }),
  ),
  summary: z.object({
    endingCustomers: z.number(),
    totalRevenue: z.number(),
    totalCosts: z.number(),
    endingCash: z.number(),
    breakEvenMonth: z.number().int().nullable(),
    cashOutMonth: z.number().int().nullable(),
    runwayMonths: z.number().int().nullable(),
  }),
});

// Business model canvas.

const canvasBlock = z.string().max(CANVAS_BLOCK_MAX_LENGTH, m.canvasBlockTooLong);

export const businessModelCanvasSchema = z.strictObject({
  title: z.string().trim().max(CANVAS_TITLE_MAX_LENGTH, m.canvasTitleTooLong),
  blocks: z.strictObject(
    Object.fromEntries(canvasBlockKeys.map((key) => [key, canvasBlock])) as Record<
      CanvasBlockKey,
      typeof canvasBlock
    >,
  ),
});

// Pitch deck.

const deckTitle = (required: string) =>
  z.string().trim().min(1, required).max(PITCH_DECK_TITLE_MAX_LENGTH, m.deckTitleTooLong);

export const pitchSlideSchema = z.strictObject({
  title: deckTitle(m.slideTitleRequired),
  bullets: z
    .array(z.string().trim().min(1).max(PITCH_DECK_BULLET_MAX_LENGTH, m.bulletTooLong))
    .max(PITCH_DECK_MAX_BULLETS, m.bulletsMax),
});

export const pitchDeckSchema = z.strictObject({
  deckTitle: deckTitle(m.deckTitleRequired),
  slides: z.array(pitchSlideSchema).min(1, m.slidesMin).max(PITCH_DECK_MAX_SLIDES, m.slidesMax),
});
export type PitchDeckValues = z.output<typeof pitchDeckSchema>;

// Saved documents: one per member, tool and project (or none).

export const toolkitDocumentContentSchemas = {
  'business-model-canvas': businessModelCanvasSchema,
  'pitch-deck': pitchDeckSchema,
  'financial-projections': projectionInputSchema,
  'vesting-calculator': vestingInputSchema,
} as const satisfies Record<ToolkitDocumentTool, z.ZodType>;

export type ToolkitDocumentContent<T extends ToolkitDocumentTool> = z.output<
  (typeof toolkitDocumentContentSchemas)[T]
>;

/** ?projectId=: the document of one of the member's own projects; without it, their own. */
export const toolkitDocumentQuerySchema = z.object({
  projectId: z.uuid(m.projectNotFound).optional(),
});

/** A saved document; content and updatedAt are null while nothing has been saved. */
export function toolkitDocumentSchema<S extends z.ZodType>(content: S) {
  return z.object({
    tool: z.enum(toolkitDocumentTools),
    projectId: z.string().nullable(),
    content: content.nullable(),
    updatedAt: z.string().nullable(),
  });
}

/** PUT /api/toolkit/documents/<tool>. */
export function saveToolkitDocumentSchema<S extends z.ZodType>(content: S) {
  return z.strictObject({ content });
}
