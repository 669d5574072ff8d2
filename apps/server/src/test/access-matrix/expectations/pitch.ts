import { membersOnly, route, type RouteExpectation } from '../matrix-types';

/** A WebM header and nothing more: accepted for upload, failed by the background check. */
const webmStart = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);

/** Each member has their own pitch: whoever is signed in reads, replaces and deletes theirs. */
export const pitchExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/pitch': route({
    request: () => ({ url: '/api/pitch' }),
    statuses: membersOnly(200),
  }),
  'POST /api/pitch': route({
    request: () => ({
      url: '/api/pitch',
      payload: webmStart,
      headers: { 'content-type': 'video/webm' },
    }),
    statuses: membersOnly(201),
  }),
  'DELETE /api/pitch': route({
    request: () => ({ url: '/api/pitch' }),
    statuses: membersOnly(204),
  }),
  'GET /api/pitch/recommendations': route({
    request: () => ({ url: '/api/pitch/recommendations' }),
    statuses: membersOnly(200),
  }),
};
