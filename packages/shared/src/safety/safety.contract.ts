import { defineEndpoint, noContent } from '../contract/endpoint';
import { profileIdParamsSchema } from '../profiles/profile-id-params';
import {
  blockedMembersSchema,
  blockRequestSchema,
  reportCreatedSchema,
  reportRequestSchema,
} from './safety.schemas';

const tags = ['safety'] as const;

/** Blocks and reports: members, on their own. */
export const safetyContract = {
  blocked: defineEndpoint({
    method: 'GET',
    path: '/api/blocks',
    access: 'member',
    tags,
    summary: 'Members you blocked',
    response: blockedMembersSchema,
  }),
  block: defineEndpoint({
    method: 'POST',
    path: '/api/blocks',
    access: 'member',
    tags,
    summary: 'Block a member (hides both from each other, ends the connection)',
    body: blockRequestSchema,
    status: 204,
    response: noContent('Blocked (also when already blocked)'),
    errors: ['NOT_FOUND'],
  }),
  unblock: defineEndpoint({
    method: 'DELETE',
    path: '/api/blocks/:profileId',
    access: 'member',
    tags,
    summary: 'Unblock a member',
    params: profileIdParamsSchema,
    status: 204,
    response: noContent('Unblocked (also when not blocked)'),
    errors: ['NOT_FOUND'],
  }),
  report: defineEndpoint({
    method: 'POST',
    path: '/api/reports',
    access: 'member',
    tags,
    summary: 'Report a profile or one of its messages',
    body: reportRequestSchema,
    status: 201,
    response: reportCreatedSchema,
    errors: ['NOT_FOUND'],
  }),
};
