/**
 * The members classic zod gives its schemas and zod/mini does not: the chainable methods
 * (`.optional()`, `.min()`, `.extend()`, ...) and the properties read from a definition, one
 * table per schema kind, each method the one-line wrapper classic zod has. zod-classic-on-mini.ts
 * installs them on zod/mini's schema classes (docs/decisions/0040-zod-in-the-browser.md).
 */
import * as core from 'zod/v4/core';
import {
  ZodMiniEnum,
  ZodMiniNonOptional,
  ZodMiniOptional,
  ZodMiniPipe,
  _default,
  array,
  catch as _catch,
  email,
  endsWith,
  enum as _enum,
  exactOptional,
  gt,
  gte,
  guid,
  includes,
  int,
  intersection,
  iso,
  keyof,
  length,
  lowercase,
  lt,
  lte,
  maxLength,
  minLength,
  multipleOf,
  never,
  nonoptional,
  normalize,
  null as _null,
  nullable,
  optional,
  overwrite,
  pipe,
  prefault,
  readonly,
  refine,
  regex,
  startsWith,
  superRefine,
  toLowerCase,
  toUpperCase,
  transform,
  trim,
  union,
  unknown,
  uppercase,
  url,
  uuid,
} from 'zod/mini';
import type { ZodMiniType, ZodMiniObject } from 'zod/mini';

export type Schema = ZodMiniType;
/** What a method passes on to zod untouched: classic zod's declarations type the callers. */
type Arg = never;
type Method = (this: Schema, ...args: never[]) => unknown;

const asObject = (schema: Schema) => schema as unknown as ZodMiniObject;
const check = (schema: Schema, ...checks: unknown[]) => schema.check(...(checks as Arg[]));

/** `.preprocess(...)` is a pipe with its own trait, as in classic zod. */
export const ZodMiniPreprocess = core.$constructor(
  'ZodMiniPreprocess',
  (inst: core.$ZodPipe, def: core.$ZodPipeDef) => {
    (ZodMiniPipe.init as (inst: unknown, def: unknown) => void)(inst, def);
    (core.$ZodPreprocess.init as (inst: unknown, def: unknown) => void)(inst, def);
  },
);

/** Every schema's methods (classic `ZodType`). */
export const typeMethods: Record<string, Method> = {
  optional() {
    return optional(this);
  },
  exactOptional() {
    return exactOptional(this);
  },
  nullable() {
    return nullable(this);
  },
  nullish() {
    return optional(nullable(this));
  },
  nonoptional(params?: core.$ZodNonOptionalParams) {
    return nonoptional(this, params);
  },
  array() {
    return array(this);
  },
  or(other: Schema) {
    return union([this, other]);
  },
  and(other: Schema) {
    return intersection(this, other);
  },
  transform(fn: (value: unknown, payload: core.ParsePayload) => unknown) {
    return pipe(this, transform(fn));
  },
  default(value: never) {
    return _default(this, value);
  },
  prefault(value: never) {
    return prefault(this, value);
  },
  catch(value: never) {
    return _catch(this, value);
  },
  pipe(target: Schema) {
    return pipe(this, target);
  },
  readonly() {
    return readonly(this);
  },
  refine(fn: (value: unknown) => unknown, params?: Arg) {
    return check(this, refine(fn, params));
  },
  superRefine(fn: Arg, params?: Arg) {
    return check(this, superRefine(fn, params));
  },
  overwrite(fn: (value: unknown) => unknown) {
    return check(this, overwrite(fn));
  },
  describe(description: string) {
    const copy = this.clone();
    core.globalRegistry.add(copy, { description });
    return copy;
  },
  meta(...args: [core.GlobalMeta?]) {
    if (args.length === 0) return core.globalRegistry.get(this);
    const copy = this.clone();
    core.globalRegistry.add(copy, args[0]!);
    return copy;
  },
  isOptional() {
    return this.safeParse(undefined).success;
  },
  isNullable() {
    return this.safeParse(null).success;
  },
};

/** Classic `ZodString` and its formats (`z.email()`, `z.uuid()`, `z.iso.datetime()`). */
export const stringMethods: Record<string, Method> = {
  regex(pattern: RegExp, params?: Arg) {
    return check(this, regex(pattern, params));
  },
  includes(text: string, params?: Arg) {
    return check(this, includes(text, params));
  },
  startsWith(text: string, params?: Arg) {
    return check(this, startsWith(text, params));
  },
  endsWith(text: string, params?: Arg) {
    return check(this, endsWith(text, params));
  },
  min(n: number, params?: Arg) {
    return check(this, minLength(n, params));
  },
  max(n: number, params?: Arg) {
    return check(this, maxLength(n, params));
  },
  length(n: number, params?: Arg) {
    return check(this, length(n, params));
  },
  nonempty(params?: Arg) {
    return check(this, minLength(1, params));
  },
  lowercase(params?: Arg) {
    return check(this, lowercase(params));
  },
  uppercase(params?: Arg) {
    return check(this, uppercase(params));
  },
  trim() {
    return check(this, trim());
  },
  normalize(form?: string) {
    return check(this, normalize(form));
  },
  toLowerCase() {
    return check(this, toLowerCase());
  },
  toUpperCase() {
    return check(this, toUpperCase());
  },
  email(params?: Arg) {
    return check(this, email(params));
  },
  url(params?: Arg) {
    return check(this, url(params));
  },
  guid(params?: Arg) {
    return check(this, guid(params));
  },
  uuid(params?: Arg) {
    return check(this, uuid(params));
  },
  datetime(params?: Arg) {
    return check(this, iso.datetime(params));
  },
  date(params?: Arg) {
    return check(this, iso.date(params));
  },
  time(params?: Arg) {
    return check(this, iso.time(params));
  },
};

/** Classic `ZodNumber` (and `z.int()`, a number format). */
export const numberMethods: Record<string, Method> = {
  gt(value: number, params?: Arg) {
    return check(this, gt(value, params));
  },
  gte(value: number, params?: Arg) {
    return check(this, gte(value, params));
  },
  min(value: number, params?: Arg) {
    return check(this, gte(value, params));
  },
  lt(value: number, params?: Arg) {
    return check(this, lt(value, params));
  },
  lte(value: number, params?: Arg) {
    return check(this, lte(value, params));
  },
  max(value: number, params?: Arg) {
    return check(this, lte(value, params));
  },
  int(params?: Arg) {
    return check(this, int(params));
  },
  safe(params?: Arg) {
    return check(this, int(params));
  },
  positive(params?: Arg) {
    return check(this, gt(0, params));
  },
  nonnegative(params?: Arg) {
    return check(this, gte(0, params));
  },
  negative(params?: Arg) {
    return check(this, lt(0, params));
  },
  nonpositive(params?: Arg) {
    return check(this, lte(0, params));
  },
  multipleOf(value: number, params?: Arg) {
    return check(this, multipleOf(value, params));
  },
  step(value: number, params?: Arg) {
    return check(this, multipleOf(value, params));
  },
  finite() {
    return this;
  },
};

/** Classic `ZodArray`. */
export const arrayMethods: Record<string, Method> = {
  min(n: number, params?: Arg) {
    return check(this, minLength(n, params));
  },
  nonempty(params?: Arg) {
    return check(this, minLength(1, params));
  },
  max(n: number, params?: Arg) {
    return check(this, maxLength(n, params));
  },
  length(n: number, params?: Arg) {
    return check(this, length(n, params));
  },
  unwrap() {
    return (this._zod.def as core.$ZodArrayDef).element;
  },
};

/** Classic `ZodObject`. */
export const objectMethods: Record<string, Method> = {
  keyof() {
    return keyof(asObject(this));
  },
  catchall(schema: Schema) {
    return this.clone(core.util.mergeDefs(this._zod.def, { catchall: schema }));
  },
  passthrough() {
    return this.clone(core.util.mergeDefs(this._zod.def, { catchall: unknown() }));
  },
  loose() {
    return this.clone(core.util.mergeDefs(this._zod.def, { catchall: unknown() }));
  },
  strict() {
    return this.clone(core.util.mergeDefs(this._zod.def, { catchall: never() }));
  },
  strip() {
    return this.clone(core.util.mergeDefs(this._zod.def, { catchall: undefined }));
  },
  extend(shape: core.$ZodLooseShape) {
    return core.util.extend(asObject(this), shape);
  },
  safeExtend(shape: core.$ZodLooseShape) {
    return core.util.safeExtend(asObject(this), shape);
  },
  merge(other: ZodMiniObject) {
    return core.util.merge(asObject(this), other);
  },
  pick(mask: Record<string, true>) {
    return core.util.pick(asObject(this), mask);
  },
  omit(mask: Record<string, true>) {
    return core.util.omit(asObject(this), mask);
  },
  partial(mask?: Record<string, true>) {
    return core.util.partial(ZodMiniOptional, asObject(this), mask);
  },
  required(mask?: Record<string, true>) {
    return core.util.required(ZodMiniNonOptional, asObject(this), mask);
  },
};

/** A copy of an enum schema with other entries, as classic `.extract` and `.exclude` make it. */
function withEntries(schema: Schema, values: string[], keep: boolean, params: unknown) {
  const def = schema._zod.def as core.$ZodEnumDef;
  const entries: Record<string, core.util.EnumValue> = keep ? {} : { ...def.entries };
  for (const value of values) {
    if (!Object.hasOwn(def.entries, value)) throw new Error(`Key ${value} not found in enum`);
    if (keep) entries[value] = def.entries[value]!;
    else delete entries[value];
  }
  const extra = core.util.normalizeParams(params as string | undefined) as object;
  return new ZodMiniEnum({ ...def, checks: [], ...extra, entries } as Arg);
}

/** Classic `ZodEnum`: `.enum` and `.options` (which zod/mini sets), `.extract`, `.exclude`. */
export const enumMethods: Record<string, Method> = {
  extract(values: string[], params?: Arg) {
    return withEntries(this, values, true, params);
  },
  exclude(values: string[], params?: Arg) {
    return withEntries(this, values, false, params);
  },
};

/** Wrappers (`.optional()`, `.nullable()`, `.default()`, ...): `.unwrap()` and `.removeDefault()`. */
export const wrapperMethods: Record<string, Method> = {
  unwrap() {
    return (this._zod.def as core.$ZodOptionalDef).innerType;
  },
  removeDefault() {
    return (this._zod.def as core.$ZodDefaultDef).innerType;
  },
};

/** Properties classic zod sets on each schema and zod/mini does not, read from the definition. */
export const schemaProps = {
  get description(): string | undefined {
    return core.globalRegistry.get(this as unknown as Schema)?.description;
  },
};
export const arrayProps = {
  get element() {
    return ((this as unknown as Schema)._zod.def as core.$ZodArrayDef).element;
  },
};
export const enumProps = {
  get enum() {
    return ((this as unknown as Schema)._zod.def as core.$ZodEnumDef).entries;
  },
};
export const unionProps = {
  get options() {
    return ((this as unknown as Schema)._zod.def as core.$ZodUnionDef).options;
  },
};
export const literalProps = {
  get values() {
    return new Set(((this as unknown as Schema)._zod.def as core.$ZodLiteralDef<never>).values);
  },
  get value() {
    return ((this as unknown as Schema)._zod.def as core.$ZodLiteralDef<never>).values[0];
  },
};
