import type { z } from 'zod';
import { defineEndpoint } from '../contract/endpoint';
import { investorsPageSchema, investorsQuerySchema } from '../partners/partners.schemas';
import type { ToolkitDocumentTool } from './toolkit-tools';
import {
  pitchDeckSchema,
  projectionInputSchema,
  projectionSchema,
  saveToolkitDocumentSchema,
  toolkitDocumentContentSchemas,
  toolkitDocumentQuerySchema,
  toolkitDocumentSchema,
  vestingInputSchema,
  vestingScheduleSchema,
} from './toolkit.schemas';

const tags = ['toolkit'] as const;

/** Reading and saving one tool's document: the member's own, or one of their projects'. */
function documentEndpoints<T extends ToolkitDocumentTool, S extends z.ZodType>(
  tool: T,
  content: S,
  name: string,
) {
  const path = `/api/toolkit/documents/${tool}` as const;
  return {
    get: defineEndpoint({
      method: 'GET',
      path,
      access: 'member',
      tags,
      summary: `Your saved ${name} (yours, or a project's of yours with ?projectId=)`,
      query: toolkitDocumentQuerySchema,
      response: toolkitDocumentSchema(content),
      errors: ['NOT_FOUND', 'PREMIUM_REQUIRED'],
    }),
    save: defineEndpoint({
      method: 'PUT',
      path,
      access: 'member',
      tags,
      summary: `Save your ${name} (yours, or a project's of yours with ?projectId=)`,
      query: toolkitDocumentQuerySchema,
      body: saveToolkitDocumentSchema(content),
      response: toolkitDocumentSchema(content),
      errors: ['NOT_FOUND', 'PREMIUM_REQUIRED'],
    }),
  };
}

/**
 * The startup toolkit. Documents are for members; the premium tools' documents also need a Pro
 * or Business plan, which the service checks. The calculations are for Pro and Business members.
 */
export const toolkitContract = {
  documents: {
    'business-model-canvas': documentEndpoints(
      'business-model-canvas',
      toolkitDocumentContentSchemas['business-model-canvas'],
      'business model canvas',
    ),
    'pitch-deck': documentEndpoints(
      'pitch-deck',
      toolkitDocumentContentSchemas['pitch-deck'],
      'pitch deck outline',
    ),
    'financial-projections': documentEndpoints(
      'financial-projections',
      toolkitDocumentContentSchemas['financial-projections'],
      'financial projection inputs',
    ),
    'vesting-calculator': documentEndpoints(
      'vesting-calculator',
      toolkitDocumentContentSchemas['vesting-calculator'],
      'vesting calculator inputs',
    ),
  },
  vestingSchedule: defineEndpoint({
    method: 'POST',
    path: '/api/toolkit/vesting-schedule',
    access: 'premium',
    tags,
    summary: 'The vesting schedule of a grant: cliff, monthly or quarterly vesting, acceleration',
    body: vestingInputSchema,
    response: vestingScheduleSchema,
  }),
  financialProjections: defineEndpoint({
    method: 'POST',
    path: '/api/toolkit/financial-projections',
    access: 'premium',
    tags,
    summary: '36 months of revenue, costs, net burn, cash and runway from the drivers',
    body: projectionInputSchema,
    response: projectionSchema,
  }),
  investors: defineEndpoint({
    method: 'GET',
    path: '/api/toolkit/investors',
    access: 'premium',
    tags,
    summary: "The investor database: Cofound's active partner investors by name (keyset-paged)",
    query: investorsQuerySchema,
    response: investorsPageSchema,
    errors: ['VALIDATION_FAILED'],
  }),
};

/**
 * The toolkit's files: not JSON answers, so plain routes outside the contract (decision 0011).
 * Both take their input as a JSON body and answer an attachment.
 */
export const toolkitFiles = {
  /** Body: the pitch deck outline; answers a .pptx. */
  pitchDeck: { method: 'POST', path: '/api/toolkit/pitch-deck/pptx', body: pitchDeckSchema },
  /** Body: the projection inputs; answers a CSV of the 36 months. */
  projectionsCsv: {
    method: 'POST',
    path: '/api/toolkit/financial-projections/csv',
    body: projectionInputSchema,
  },
} as const;
