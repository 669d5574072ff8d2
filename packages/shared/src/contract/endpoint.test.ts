import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpointUrl, noContent } from './endpoint';

const removeItem = defineEndpoint({
  method: 'DELETE',
  path: '/api/lists/:listId/items/:itemId',
  access: 'member',
  summary: 'Remove an item',
  tags: ['lists'],
  params: z.object({ listId: z.string(), itemId: z.string() }),
  status: 204,
  response: noContent('Removed'),
});

const search = defineEndpoint({
  method: 'GET',
  path: '/api/search',
  access: 'public',
  summary: 'Search',
  tags: ['search'],
  query: z.object({ q: z.string().optional(), skills: z.array(z.string()).optional() }),
  response: z.object({ items: z.array(z.string()) }),
});

describe('endpointUrl', () => {
  it('puts each path parameter in its place, encoded', () => {
    expect(endpointUrl(removeItem, { params: { listId: 'a b', itemId: 'x/y' } })).toBe(
      '/api/lists/a%20b/items/x%2Fy',
    );
  });

  it('writes the query with lists as repeated keys and without empty values', () => {
    expect(
      endpointUrl(search, { query: { q: 'go & rust', skills: ['Go', 'Rust'], page: undefined } }),
    ).toBe('/api/search?q=go%20%26%20rust&skills=Go&skills=Rust');
    expect(endpointUrl(search, { query: { q: '' } })).toBe('/api/search');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => endpointUrl(removeItem, { params: { listId: 'a' } })).toThrow(
      'DELETE /api/lists/:listId/items/:itemId: no value for :itemId',
    );
  });
});
