import { defineEndpoint, noContent } from '../contract/endpoint';
import {
  networkingStateSchema,
  roundMessageBodySchema,
  roundMessageSchema,
} from './networking.schemas';

const tags = ['networking'] as const;

/**
 * Speed networking: members wait in one lobby, are paired two by two by the match score for a
 * three-minute round, talk in the round's chat, and decide with the deck's own like or pass.
 * Each member acts only on their own place in the lobby and their own round.
 */
export const networkingContract = {
  state: defineEndpoint({
    method: 'GET',
    path: '/api/networking',
    access: 'member',
    tags,
    summary: 'Where you stand: idle, waiting in the lobby, or in a round (partner and messages)',
    response: networkingStateSchema,
    errors: ['NOT_FOUND'],
  }),
  join: defineEndpoint({
    method: 'POST',
    path: '/api/networking/lobby',
    access: 'member',
    tags,
    summary:
      'Join the lobby, or say you are still waiting (a heartbeat); pairs you at once when someone fits. Answers your round unchanged while you are in one',
    response: networkingStateSchema,
    errors: ['NOT_FOUND'],
  }),
  next: defineEndpoint({
    method: 'POST',
    path: '/api/networking/next',
    access: 'member',
    tags,
    summary: 'End your round (for both of you) and go back to the lobby for the next one',
    response: networkingStateSchema,
    errors: ['NOT_FOUND'],
  }),
  leave: defineEndpoint({
    method: 'DELETE',
    path: '/api/networking/lobby',
    access: 'member',
    tags,
    summary: 'Leave speed networking: out of the lobby, and your round ends for both of you',
    status: 204,
    response: noContent('You are out (or were not in)'),
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/networking/round/messages',
    access: 'member',
    tags,
    summary: "Send a message to your round's partner while the round runs",
    body: roundMessageBodySchema,
    status: 201,
    response: roundMessageSchema,
    errors: ['CONFLICT'],
  }),
};
