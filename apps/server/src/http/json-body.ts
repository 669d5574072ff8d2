import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/** No Cofound body nests deeper than a handful of levels; 64 leaves room and stops abuse. */
export const MAX_JSON_DEPTH = 64;

export const jsonDepthMessage = 'The request body is nested too deeply.';

/**
 * The deepest nesting of arrays and objects in a JSON text, counted in one pass without parsing
 * (brackets inside strings do not count). Stops counting once past `limit`.
 */
export function jsonNestingDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return deepest;
}

/**
 * JSON bodies for the whole app: Fastify's own parser (which refuses __proto__ and constructor
 * poisoning) after a linear depth check, so a body nested thousands of levels deep is a 400
 * before anything recursive (parsing, validation, the auth library) sees it.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestingDepth(body as string) > MAX_JSON_DEPTH) {
      done(new AppError('VALIDATION_FAILED', jsonDepthMessage), undefined);
      return;
    }
    void parse(request, body as string, done);
  });
}
