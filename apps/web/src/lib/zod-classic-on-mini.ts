/**
 * `zod` as the browser build imports it (docs/decisions/0040-zod-in-the-browser.md): the classic
 * API the shared schemas are written in (`z.string().min(1).optional()`), built on zod's
 * tree-shakable `zod/mini` schemas. The schemas, their checks and the parsing are zod's own (the
 * same `zod/v4/core` the classic API runs on), so an answer or a form is checked exactly as
 * before; only the chainable methods are added here, each the one-line wrapper classic zod has.
 *
 * vite.config.ts and vitest.config.ts resolve the bare specifier `zod` to this module; the
 * server and the shared package's own tests keep the classic package. TypeScript still reads
 * classic zod's types. A factory or a method the shared schemas start using and this module lacks
 * fails where the schema is built, in the web tests that import it.
 */
import * as core from 'zod/v4/core';
import {
  NEVER,
  ZodMiniArray,
  ZodMiniBoolean,
  ZodMiniCatch,
  ZodMiniCustom,
  ZodMiniDefault,
  ZodMiniDiscriminatedUnion,
  ZodMiniEmail,
  ZodMiniEnum,
  ZodMiniExactOptional,
  ZodMiniGUID,
  ZodMiniISODate,
  ZodMiniISODateTime,
  ZodMiniISOTime,
  ZodMiniIntersection,
  ZodMiniLiteral,
  ZodMiniNever,
  ZodMiniNonOptional,
  ZodMiniNull,
  ZodMiniNullable,
  ZodMiniNumber,
  ZodMiniNumberFormat,
  ZodMiniObject,
  ZodMiniOptional,
  ZodMiniPipe,
  ZodMiniPrefault,
  ZodMiniReadonly,
  ZodMiniRecord,
  ZodMiniString,
  ZodMiniStringFormat,
  ZodMiniTransform,
  ZodMiniURL,
  ZodMiniUUID,
  ZodMiniUnion,
  ZodMiniUnknown,
  _default,
  array,
  boolean,
  catch as _catch,
  coerce,
  custom,
  discriminatedUnion,
  email,
  enum as _enum,
  flattenError,
  guid,
  int,
  intersection,
  iso,
  literal,
  looseObject,
  never,
  null as _null,
  nullable,
  number,
  object,
  optional,
  pipe,
  record,
  refine,
  strictObject,
  string,
  transform,
  treeifyError,
  union,
  unknown,
  url,
  uuid,
} from 'zod/mini';
import en from 'zod/v4/locales/en.js';

import {
  ZodMiniPreprocess,
  typeMethods,
  stringMethods,
  numberMethods,
  arrayMethods,
  objectMethods,
  enumMethods,
  wrapperMethods,
  schemaProps,
  arrayProps,
  enumProps,
  unionProps,
  literalProps,
  type Schema,
} from './zod-classic-members';

// Classic zod sets its English messages when it builds its first schema; form errors show them.
if (!core.globalConfig.localeError) core.config(en());

type Constructor = { prototype: object };

/** Installs members as zod installs its own: on the prototype, each bound on first read. */
function install(constructors: readonly Constructor[], ...tables: object[]) {
  for (const { prototype } of constructors) {
    for (const table of tables) core.util.members(prototype, table);
  }
}

const strings = [
  ZodMiniString,
  ZodMiniStringFormat,
  ZodMiniEmail,
  ZodMiniURL,
  ZodMiniGUID,
  ZodMiniUUID,
  ZodMiniISODateTime,
  ZodMiniISODate,
  ZodMiniISOTime,
];
const numbers = [ZodMiniNumber, ZodMiniNumberFormat];
const wrappers = [
  ZodMiniOptional,
  ZodMiniExactOptional,
  ZodMiniNullable,
  ZodMiniDefault,
  ZodMiniPrefault,
  ZodMiniNonOptional,
  ZodMiniCatch,
  ZodMiniReadonly,
];
const unions = [ZodMiniUnion, ZodMiniDiscriminatedUnion];
const all: Constructor[] = [
  ...strings,
  ...numbers,
  ...wrappers,
  ...unions,
  ZodMiniBoolean,
  ZodMiniNull,
  ZodMiniUnknown,
  ZodMiniNever,
  ZodMiniLiteral,
  ZodMiniEnum,
  ZodMiniArray,
  ZodMiniObject,
  ZodMiniIntersection,
  ZodMiniRecord,
  ZodMiniPipe,
  ZodMiniTransform,
  ZodMiniCustom,
  ZodMiniPreprocess,
];

install(all, typeMethods, schemaProps);
install(strings, stringMethods);
install(numbers, numberMethods);
install([ZodMiniArray], arrayMethods, arrayProps);
install([ZodMiniObject], objectMethods);
install([ZodMiniEnum], enumMethods, enumProps);
install(wrappers, wrapperMethods);
install(unions, unionProps);
install([ZodMiniLiteral], literalProps);

/** Classic `z.preprocess`: the function runs on the input before the schema checks it. */
function preprocess(fn: (value: unknown, payload: core.ParsePayload) => unknown, schema: Schema) {
  return new ZodMiniPreprocess({ type: 'pipe', in: transform(fn), out: schema });
}

/** The factories of classic `z` the web app and the shared schemas use. */
export const z = {
  string: string,
  number: number,
  int: int,
  boolean: boolean,
  null: _null,
  unknown: unknown,
  never: never,
  literal: literal,
  enum: _enum,
  email: email,
  url: url,
  guid: guid,
  uuid: uuid,
  iso: { datetime: iso.datetime, date: iso.date, time: iso.time },
  coerce: { number: coerce.number, string: coerce.string },
  object: object,
  strictObject: strictObject,
  looseObject: looseObject,
  array: array,
  record: record,
  union: union,
  discriminatedUnion: discriminatedUnion,
  intersection: intersection,
  optional: optional,
  nullable: nullable,
  transform: transform,
  pipe: pipe,
  preprocess,
  custom: custom,
  refine: refine,
  NEVER: NEVER,
  flattenError: flattenError,
  treeifyError: treeifyError,
  ZodError: core.$ZodError,
};
