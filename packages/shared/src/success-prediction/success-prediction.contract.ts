import { defineEndpoint } from '../contract/endpoint';
import {
  successPredictionParamsSchema,
  successPredictionSchema,
} from './success-prediction.schemas';

const tags = ['success-prediction'] as const;

/**
 * How likely the signed-in member and another member are to build well together. Only for a
 * member the viewer may see; the same figure from either side.
 */
export const successPredictionContract = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/success-prediction/:profileId',
    access: 'member',
    tags,
    summary: 'The success prediction for you and another member (stored per pair)',
    params: successPredictionParamsSchema,
    response: successPredictionSchema,
    errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
  }),
};
