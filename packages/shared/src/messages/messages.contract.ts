import { defineEndpoint, noContent } from '../contract/endpoint';
import { profileIdParamsSchema } from '../profiles/profile-id-params';
import {
  markReadResultSchema,
  messageSchema,
  sendMessageSchema,
  threadPageSchema,
  threadQuerySchema,
  unreadTotalSchema,
} from './messages.schemas';

const tags = ['messages'] as const;

/**
 * Messages: members, each only on their own conversations. `profileId` is always the other
 * member's profile, so the signed-in member is one side of every thread an endpoint touches.
 */
export const messagesContract = {
  unreadTotal: defineEndpoint({
    method: 'GET',
    path: '/api/messages/unread',
    access: 'member',
    tags,
    summary: 'Unread messages addressed to the signed-in member (the header badge)',
    response: unreadTotalSchema,
  }),
  thread: defineEndpoint({
    method: 'GET',
    path: '/api/messages/:profileId',
    access: 'member',
    tags,
    summary: 'The conversation with a connected member, newest last, paged backwards',
    params: profileIdParamsSchema,
    query: threadQuerySchema,
    response: threadPageSchema,
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/messages/:profileId',
    access: 'member',
    tags,
    summary: 'Send a message to a connected member',
    params: profileIdParamsSchema,
    body: sendMessageSchema,
    status: 201,
    response: messageSchema,
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/api/messages/:profileId/read',
    access: 'member',
    tags,
    summary: "Mark the member's unread messages to you as read (sends a read receipt)",
    params: profileIdParamsSchema,
    response: markReadResultSchema,
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  }),
  typing: defineEndpoint({
    method: 'POST',
    path: '/api/messages/:profileId/typing',
    access: 'member',
    tags,
    summary: 'Tell the member you are typing (at most one event per 300 ms is sent)',
    params: profileIdParamsSchema,
    status: 204,
    response: noContent('Told, or dropped by the throttle'),
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  }),
};
