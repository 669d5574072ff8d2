import { defineEndpoint, noContent } from '../contract/endpoint';
import { ownPitchResponseSchema, pitchRecommendationsSchema, pitchSchema } from './pitch.schemas';

const tags = ['pitch'] as const;

/**
 * A member's video pitch: recorded in the browser, uploaded as WebM, checked by the server, then
 * shown on their profile and match card. Each member has one; a new upload replaces it.
 */
export const pitchContract = {
  own: defineEndpoint({
    method: 'GET',
    path: '/api/pitch',
    access: 'member',
    tags,
    summary: 'Your current pitch and its status (processing, ready or failed)',
    response: ownPitchResponseSchema,
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/pitch',
    access: 'member',
    tags,
    summary: 'Upload a recorded pitch (the raw video/webm bytes); it is checked in the background',
    status: 201,
    response: pitchSchema,
    errors: ['VALIDATION_FAILED', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE', 'NOT_FOUND'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/pitch',
    access: 'member',
    tags,
    summary: 'Delete your pitch and its video',
    status: 204,
    response: noContent('The pitch is gone (or there was none)'),
  }),
  recommendations: defineEndpoint({
    method: 'GET',
    path: '/api/pitch/recommendations',
    access: 'member',
    tags,
    summary: 'Three members of your industry who share a skill with you, by match score',
    response: pitchRecommendationsSchema,
    errors: ['NOT_FOUND'],
  }),
};
