// SQL expressions for seeding random, skewed values row by row. `salt` is a column of the row
// (e.g. `g`): added as `0 * salt`, it makes PostgreSQL draw anew per row instead of once.

/** A text[] literal of `values`. */
export const textArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`;

/** An element of `list`, early ones likelier (power > 1 skews). */
export const skewed = (list: readonly string[], power: number, salt: string) =>
  `(${textArray(list)})[1 + floor(power(random() + 0 * ${salt}, ${power}) * ${list.length})::int]`;

/** Each option kept with a probability falling along the list: a skewed subset. */
export const subset = (list: readonly string[], top: number, salt: string) =>
  `array(select item from unnest(${textArray(list)}) with ordinality as o(item, n)
     where random() + 0 * ${salt} < ${top} / (1 + n * 0.35))`;

/** A subset, or one skewed option when the draw kept none: a list never empty. */
export const nonEmptySubset = (list: readonly string[], top: number, salt: string) =>
  `(select case when cardinality(drawn.s) > 0 then drawn.s
                else array[${skewed(list, 2, salt)}] end
      from (select ${subset(list, top, salt)} as s) as drawn)`;
