import { defineEndpoint, noContent } from '../contract/endpoint';
import {
  myProjectsQuerySchema,
  projectIdParamsSchema,
  projectInputSchema,
  projectListSchema,
  projectSchema,
} from './projects.schemas';

const tags = ['projects'] as const;

/** Projects: any member lists theirs; the owner and admins change one. */
export const projectsContract = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/projects/mine',
    access: 'member',
    tags,
    summary: 'Your projects, newest first (keyset-paged)',
    query: myProjectsQuerySchema,
    response: projectListSchema,
    errors: ['VALIDATION_FAILED'],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/projects',
    access: 'member',
    tags,
    summary: 'List a project you are building',
    body: projectInputSchema,
    status: 201,
    response: projectSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id',
    access: 'member',
    tags,
    summary: 'A project with its owner and team',
    params: projectIdParamsSchema,
    response: projectSchema,
    errors: ['NOT_FOUND'],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/projects/:id',
    access: 'member',
    tags,
    summary: 'Edit a project (its owner or an admin)',
    params: projectIdParamsSchema,
    body: projectInputSchema,
    response: projectSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/projects/:id',
    access: 'member',
    tags,
    summary: 'Delete a project with its team (its owner or an admin)',
    params: projectIdParamsSchema,
    status: 204,
    response: noContent('Deleted, with its team and team members'),
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
};
