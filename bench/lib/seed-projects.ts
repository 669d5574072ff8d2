import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { runSql } from './sql';
import { skewed, subset, textArray } from './sql-random';
import { skills } from './options';

const projectIndustries = [
  'Technology',
  'Finance',
  'Healthcare',
  'Education',
  'E-commerce',
  'Other',
];
const founderRoles = [
  'CEO/Founder',
  'CTO/Technical Lead',
  'CMO/Marketing Lead',
  'CPO/Product Lead',
  'COO/Operations Lead',
  'CFO/Finance Lead',
];
const openRoles = ['CTO', 'CEO', 'Marketing Lead', 'Product Lead', 'Operations Lead', 'Designer'];

/**
 * `count` projects (ids md5('project' || g)::uuid) of the first founders, a third of them with a
 * team of one to three members, and founder roles spread over the community (the team-fit score
 * reads them). Seeded founders (seedFounders) must be there.
 */
export async function seedProjects(handle: DatabaseHandle, founders: number, count: number) {
  const run = (statement: string) => runSql(handle, statement);
  await run(`select setseed(0.17)`);
  // As seedFounders: rows last written long ago, not now (the team-fit indexes re-read rows
  // written in the last few minutes on every request); the touch trigger off meanwhile.
  await run(`alter table profiles disable trigger profiles_touch_updated_at_trigger`);
  await run(`
    update profiles set founder_role = (${textArray(founderRoles)})[1 + floor(random() * 6)::int],
      updated_at = created_at`);
  await run(`alter table profiles enable trigger profiles_touch_updated_at_trigger`);
  await run(`update reputation_scores set updated_at = now() - interval '1 day'`);
  await run(`
    insert into projects (id, user_id, title, description, industry, stage, skills_needed,
      roles_needed, min_experience, created_at, updated_at)
    select md5('project' || g)::uuid, 'bench-' || (1 + (g * 7) % ${founders}),
      'Project ' || g, 'Bench project number ' || g,
      ${skewed(projectIndustries, 1.5, 'g')},
      (array['idea', 'prototype', 'mvp', 'launched'])[1 + floor(random() * 4 + 0 * g)::int],
      ${subset(skills, 0.9, 'g')} || array['Sales'],
      ${subset(openRoles, 0.8, 'g')} || array['CTO'],
      (array[0, 0, 0, 2, 5])[1 + floor(random() * 5 + 0 * g)::int],
      now() - (1 + random() * 90) * interval '1 day', now() - interval '1 day'
    from generate_series(1, ${count}) as g`);
  await run(`
    insert into teams (id, project_id, name)
    select md5('team' || g)::uuid, md5('project' || g)::uuid, 'Project ' || g
    from generate_series(1, ${count}) as g where g % 3 = 0`);
  await run(`
    insert into team_members (team_id, user_id, role)
    select t.id, p.user_id, 'owner' from teams t join projects p on p.id = t.project_id`);
  await run(`
    insert into team_members (team_id, user_id, role)
    select md5('team' || g)::uuid, 'bench-' || (1 + (g * 13 + k * 101) % ${founders}), 'member'
    from generate_series(1, ${count}) as g, generate_series(1, 3) as k
    where g % 3 = 0 and k <= 1 + g % 3
    on conflict do nothing`);
  // The steady state autovacuum (PostgreSQL) or the embedded vacuum job keeps: the updates above
  // left dead row versions and index entries that a live server would not still carry.
  await run('vacuum (analyze)');
}
