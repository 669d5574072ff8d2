import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captureLogLines } from '../test/log-capture';
import { useLoggedTestApp } from '../test/use-logged-test-app';

const SECRET = 'a bio nobody but its author may read';

describe('error logs', () => {
  const log = captureLogLines();
  const ctx = useLoggedTestApp(
    { level: 'error', stream: log.stream },
    {
      prepare(app, database) {
        app.get('/api/test/failing-query', { config: { access: 'public' } }, async () => {
          await database.db.execute(sql`select ${SECRET}::int`);
          return {};
        });
      },
    },
  );

  it('logs a failed query without its parameters, and answer 500 without SQL', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/failing-query' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('select');
    expect(log.text()).toContain('unhandled error');
    expect(log.text()).toContain('select $1::int');
    expect(log.text()).not.toContain(SECRET);
  });
});
