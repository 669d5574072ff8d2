import { profileUpdateBody } from '../../profile-update-body';
import { multipartBody, PNG_1X1 } from '../../upload-fixtures';
import { everyone, membersOnly, route, type RouteExpectation } from '../matrix-types';

export const profilesExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/profiles/me': route({
    request: () => ({ url: '/api/profiles/me' }),
    statuses: membersOnly(200),
  }),
  'PUT /api/profiles/me': route({
    request: () => ({
      url: '/api/profiles/me',
      payload: profileUpdateBody({ skills: ['Go', 'Sales'] }),
    }),
    statuses: membersOnly(200),
  }),
  'PATCH /api/profiles/me/matching': route({
    request: () => ({
      url: '/api/profiles/me/matching',
      payload: { skills: ['Go', 'Sales'] },
    }),
    statuses: membersOnly(200),
  }),
  'POST /api/profiles/me/image': route({
    request: () => {
      const { payload, headers } = multipartBody(PNG_1X1);
      return { url: '/api/profiles/me/image', payload, headers };
    },
    statuses: membersOnly(200),
  }),
  'GET /api/profiles/:id': route({
    request: (world) => ({ url: `/api/profiles/${world.owner.profileId}` }),
    statuses: everyone(200),
  }),
  'GET /api/uploads/*': route({
    prepare: async (world) => {
      const { payload, headers } = multipartBody(PNG_1X1);
      const uploaded = await world.app.inject({
        method: 'POST',
        url: '/api/profiles/me/image',
        payload,
        headers: { ...headers, origin: 'http://localhost:3000', cookie: world.peer.cookie },
      });
      return (uploaded.json() as { imageUrl: string }).imageUrl;
    },
    request: (_world, imageUrl) => ({ url: imageUrl }),
    statuses: everyone(200),
  }),
  'GET /api/discover': route({
    request: () => ({ url: '/api/discover?limit=5' }),
    statuses: everyone(200),
  }),
};
