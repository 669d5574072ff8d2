import { defineEndpoint } from '../contract/endpoint';
import {
  matchingFieldsUpdateSchema,
  ownProfileResponseSchema,
  profileImageResponseSchema,
  profileLookupParamsSchema,
  profileUpdateSchema,
  profileViewResponseSchema,
} from './profiles.schemas';

const tags = ['profiles'] as const;

/** Profiles: a member's own profile, its picture, and any member's profile as the viewer may see it. */
export const profilesContract = {
  own: defineEndpoint({
    method: 'GET',
    path: '/api/profiles/me',
    access: 'member',
    tags,
    summary: 'The signed-in member’s own profile',
    response: ownProfileResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  saveOwn: defineEndpoint({
    method: 'PUT',
    path: '/api/profiles/me',
    access: 'member',
    tags,
    summary: 'Save the profile editor',
    body: profileUpdateSchema,
    response: ownProfileResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  saveMatchingFields: defineEndpoint({
    method: 'PATCH',
    path: '/api/profiles/me/matching',
    access: 'member',
    tags,
    summary: 'Save the lists matching reads (skills, looking for, startup interests), nothing else',
    body: matchingFieldsUpdateSchema,
    response: ownProfileResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  /** multipart/form-data with one file field, at most 5 MB (not a JSON body). */
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/api/profiles/me/image',
    access: 'member',
    tags,
    summary: 'Upload a new profile picture (JPEG, PNG, GIF or WebP, at most 5 MB)',
    response: profileImageResponseSchema,
    errors: ['NOT_FOUND', 'UNSUPPORTED_MEDIA_TYPE'],
  }),
  /**
   * Anyone: public fields to everyone; the owner and admins get the private ones too. A signed-in
   * member looking at someone else's profile counts as a view.
   */
  view: defineEndpoint({
    method: 'GET',
    path: '/api/profiles/:id',
    access: 'public',
    tags,
    summary: 'A member’s profile',
    params: profileLookupParamsSchema,
    response: profileViewResponseSchema,
    errors: ['NOT_FOUND', 'UNAUTHENTICATED'],
  }),
};
