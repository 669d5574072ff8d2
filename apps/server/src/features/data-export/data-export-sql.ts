// SQL pieces the export's section queries share: every value leaves the database as the JSON
// files show it, the same from PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';

/** A timestamp column as ISO 8601 text in UTC, as JavaScript writes it: '2026-11-27T10:00:00.000Z'. */
export function iso(column: string) {
  return sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
}

/** Another member as the files name them: their profile id and name (null when none is left). */
export function memberRef(profileAlias: string) {
  return sql.raw(
    `case when ${profileAlias}.id is null then null else json_build_object('id', ${profileAlias}.id, 'name', ${profileAlias}.name) end`,
  );
}

/** 'sent' when the member is `column`, else 'received'. */
export function direction(column: string, userId: string) {
  return sql`case when ${sql.raw(column)} = ${userId} then 'sent' else 'received' end`;
}
