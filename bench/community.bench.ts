// `npm run bench -- community`: p50/p95 of the ideas board's two reads through the real service
// and SQL, at 100,000 ideas of as many founders with 10 comments (1,000,000) and 5 likes per idea,
// drawn skewed: few ideas draw most comments and likes, few founders write many of the ideas.
// 1. The ideas page (12 ideas): newest; most liked in one industry; most discussed at one stage
//    asking for two skills; a word search in one industry; the second page of most liked (the
//    cursor from the first). Each as a member who blocked, and was blocked by, some of the most
//    prolific authors (the block predicate runs on every candidate), and as a signed-out visitor.
// 2. The comment feed of the most discussed idea both see, oldest first: the first page, and the
//    page halfway through (the cursor walked from the first).
// 3. A circle's discussion: eight public circles with as many posts and replies as there are
//    comments on ideas (a post of three is a reply; the circle drawn with power 2, so the
//    busiest holds about a third). The busiest circle's feed, newest first: the first page and
//    the tenth (the cursor walked from the first); and the replies of its most replied post.
// Goal: p95 < 20 ms on both databases (goal_p95_ms and meets_goal in every line).
// On PGlite and on PostgreSQL, as bench/discovery.bench.ts describes: BENCH_SIZES (ideas, and as
// many founders; 100000 unless set), BENCH_RUNS (200 here unless set), BENCH_DB,
// BENCH_DATABASE_URL; BENCH_COMMENTS_PER_IDEA changes the 10, BENCH_LIKES_PER_IDEA the 5,
// BENCH_EXPLAIN=1 prints the PostgreSQL plans of the member's reads to stderr.
import {
  ideaFilterSkills,
  ideaIndustries,
  ideaStages,
  type IdeaIndustry,
  type IdeaStage,
} from '@cofound/shared/ideas/ideas.options';
import {
  ideaCommentsQuerySchema,
  ideasQuerySchema,
  type IdeasQuery,
  type IdeasQueryInput,
} from '@cofound/shared/ideas/ideas.schemas';
import { circleIndustries } from '@cofound/shared/circles/circles.options';
import {
  circlePostsQuerySchema,
  circleRepliesQuerySchema,
} from '@cofound/shared/circles/circles.schemas';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import {
  createCirclesRepository,
  createCirclesService,
  type CirclesService,
} from '../apps/server/src/features/circles';
import {
  createIdeasRepository,
  createIdeasService,
  type IdeasService,
} from '../apps/server/src/features/ideas';
import { printPlans } from './lib/explain';
import { runBench, stage } from './lib/harness';
import { seedBlocksBothWays, seedFounders } from './lib/seed-founders';
import { settings, type BenchDb } from './lib/settings';
import { queryRows, runSql, withoutSecondaryIndexes } from './lib/sql';
import { nonEmptySubset, skewed, textArray } from './lib/sql-random';
import { summarize, timedRuns } from './lib/stats';

// Each run takes milliseconds: 200 of them make the p95 a figure, not a draw of the 3rd worst.
const runs = process.env.BENCH_RUNS ? settings.runs : 200;
const sizes = process.env.BENCH_SIZES ? settings.sizes : [100_000];
const commentsPerIdea = Number(process.env.BENCH_COMMENTS_PER_IDEA ?? 10);
const likesPerIdea = Number(process.env.BENCH_LIKES_PER_IDEA ?? 5);
const explain = process.env.BENCH_EXPLAIN === '1';
const goalP95Ms = 20;
const batch = 500_000;

// The ideas' vocabulary, most common first (`skewed` picks early ones more often). The search
// looks for `searchWord` (about one idea in eleven) in `searchIndustry`.
const kinds = [
  'Marketplace',
  'Copilot',
  'Platform',
  'Subscription',
  'Network',
  'Toolkit',
  'Exchange',
  'Analytics',
  'Mobile app',
  'Community',
];
const subjects = [
  'invoices',
  'payroll',
  'clinic waitlists',
  'tutoring',
  'groceries',
  'solar panels',
  'contracts',
  'shipping',
  'recycling',
  'mentoring',
  'hiring',
  'home repairs',
  'pet care',
  'event tickets',
  'carbon credits',
  'language lessons',
];
const audiences = [
  'small businesses',
  'freelancers',
  'students',
  'parents',
  'remote teams',
  'restaurants',
  'nonprofits',
  'creators',
  'farmers',
  'retirees',
];
const problems = [
  'too much paperwork',
  'payments that arrive months late',
  'no shared view of the work',
  'hours lost to spreadsheets',
  'prices nobody can compare',
  'nobody to ask for help',
];
const replies = [
  'Love this. How would you price it?',
  'I built something close to this last year, happy to compare notes.',
  'Who pays: the business or its customers?',
  'Count me in for the pilot.',
  'The hard part is the first hundred users. What is the plan there?',
  'Have you talked to anyone who has this problem every week?',
];
/** The filter's eight skills, and others that ideas ask for in free text. */
const skillsNeeded = [
  ...ideaFilterSkills,
  'DevOps',
  'Mobile Development',
  'Fundraising',
  'Operations',
  'Copywriting',
  'Hardware',
];
const rolesNeeded = ['Technical Cofounder', 'CTO', 'Designer', 'Growth Lead', 'Sales Lead', 'COO'];
const searchWord = 'payroll';
const searchIndustry: IdeaIndustry = 'finance';
const filterStage: IdeaStage = 'prototype';

type Scenario = { name: string; query: IdeasQueryInput; secondPage?: boolean };
const scenarios: Scenario[] = [
  { name: 'newest', query: { sort: 'newest' } },
  { name: 'most_liked.industry', query: { sort: 'most_liked', industry: 'ai' } },
  {
    name: 'most_discussed.stage_skills',
    query: {
      sort: 'most_discussed',
      stage: filterStage,
      skills: ['Full-Stack Development', 'UI/UX Design'],
    },
  },
  { name: 'search.industry', query: { q: searchWord, industry: searchIndustry } },
  { name: 'most_liked.page_2', query: { sort: 'most_liked' }, secondPage: true },
];

/** The member whose board is measured (an active, public founder). */
const viewerOf = (founders: number) => `bench-${Math.floor(founders / 3)}`;
/** How many of the most prolific authors have a block with the viewer, half each way. */
const blockedAuthors = 10;

const pick = (list: readonly string[], salt: string) =>
  `(${textArray(list)})[1 + floor(random() * ${list.length} + 0 * ${salt})::int]`;

/** A founder drawn with `power` (> 1: low numbers, the same few founders, most often). */
const founderDrawn = (founders: number, power: number, salt: string) =>
  `'bench-' || (1 + floor(power(random() + 0 * ${salt}, ${power}) * ${founders}))::int`;

/** An idea drawn with `power`: low numbers, the same few ideas, most often. */
const ideaDrawn = (ideas: number, power: number, salt: string) =>
  `md5('idea' || (1 + floor(power(random() + 0 * ${salt}, ${power}) * ${ideas}))::int)::uuid`;

async function seed(handle: DatabaseHandle, ideas: number) {
  const db = handle.kind;
  const run = (statement: string) => runSql(handle, statement);
  const founders = ideas;
  let started = performance.now();
  await seedFounders(handle, founders);
  stage(db, `${founders} founders`, started);
  await run(`select setseed(0.23)`);

  // Bulk load: the three tables' secondary indexes are built once afterwards.
  started = performance.now();
  await withoutSecondaryIndexes(
    handle,
    ['startup_ideas', 'startup_idea_comments', 'startup_idea_likes'],
    async () => {
      // Ideas (ids md5('idea' || g)): authors drawn with power 3 (bench-1 writes about 2%),
      // created over the last year, more of them lately.
      await run(`
        insert into startup_ideas (id, user_id, title, description, industry, stage,
          skills_needed, roles_needed, created_at, updated_at)
        select md5('idea' || g)::uuid, ${founderDrawn(founders, 3, 'g')},
          kind || ' for ' || subject,
          'Helps ' || audience || ' with ' || subject || ': today it means ' ||
            ${pick(problems, 'g')} || '. Idea number ' || g || '.',
          ${skewed(ideaIndustries, 1.5, 'g')},
          ${skewed(ideaStages, 1.3, 'g')},
          ${nonEmptySubset(skillsNeeded, 0.9, 'g')},
          ${nonEmptySubset(rolesNeeded, 0.7, 'g')},
          at, at
        from (select g, ${skewed(kinds, 1.2, 'g')} as kind,
                ${skewed(subjects, 1.4, 'g')} as subject,
                ${skewed(audiences, 1.3, 'g')} as audience,
                now() - power(random() + 0 * g, 1.5) * 365 * interval '1 day' as at
              from generate_series(1, ${ideas}) as g) as draws`);
      stage(db, `${ideas} ideas`, started);

      // Comments: the idea drawn with power 2.5 (the most discussed gets about 1% of them),
      // the commenter with power 2, some time between the idea and now.
      started = performance.now();
      const comments = ideas * commentsPerIdea;
      for (let from = 1; from <= comments; from += batch) {
        const to = Math.min(comments, from + batch - 1);
        await run(`
          insert into startup_idea_comments (idea_id, user_id, content, created_at)
          select i.id, d.author, d.content, i.created_at + d.f * (now() - i.created_at)
            from (select ${ideaDrawn(ideas, 2.5, 'g')} as idea,
                    ${founderDrawn(founders, 2, 'g')} as author,
                    ${pick(replies, 'g')} as content, random() + 0 * g as f
                    from generate_series(${from}, ${to}) as g) as d
            join startup_ideas i on i.id = d.idea`);
      }
      stage(db, `${comments} comments`, started);

      // Likes: the idea drawn with power 2, a member drawn evenly; one like per member and idea.
      started = performance.now();
      const likes = ideas * likesPerIdea;
      for (let from = 1; from <= likes; from += batch) {
        const to = Math.min(likes, from + batch - 1);
        await run(`
          insert into startup_idea_likes (idea_id, user_id, created_at)
          select i.id, d.member, i.created_at + d.f * (now() - i.created_at)
            from (select ${ideaDrawn(ideas, 2, 'g')} as idea, ${founderDrawn(founders, 1, 'g')}
                    as member, random() + 0 * g as f
                    from generate_series(${from}, ${to}) as g) as d
            join startup_ideas i on i.id = d.idea
          on conflict do nothing`);
      }
      stage(db, `${likes} likes drawn`, started);

      // The counts the service keeps, from the rows; then the table without the old versions.
      started = performance.now();
      await run(`
        update startup_ideas i
           set likes_count = coalesce(l.n, 0), comments_count = coalesce(c.n, 0)
          from startup_ideas s
          left join (select idea_id, count(*)::int as n from startup_idea_likes group by 1) as l
            on l.idea_id = s.id
          left join (select idea_id, count(*)::int as n from startup_idea_comments group by 1) as c
            on c.idea_id = s.id
         where s.id = i.id and (l.n is not null or c.n is not null)`);
      await run(`vacuum full startup_ideas`);
      stage(db, 'counts', started);
      // What follows, until the stage below: building the secondary indexes.
      started = performance.now();
    },
  );
  stage(db, 'secondary indexes', started);

  await seedCircles(handle, founders, ideas * commentsPerIdea);

  const prolific = await queryRows<{ user_id: string }>(
    handle,
    `select user_id from startup_ideas where user_id <> '${viewerOf(founders)}'
      group by user_id order by count(*) desc, user_id limit ${blockedAuthors}`,
  );
  await seedBlocksBothWays(
    handle,
    viewerOf(founders),
    prolific.map((row) => row.user_id),
  );
  started = performance.now();
  await run('vacuum (analyze)');
  stage(db, 'vacuum', started);
}

/** A circle drawn with `power`: low numbers, the busiest circles, most often. */
const circleDrawn = (power: number, salt: string) =>
  `md5('circle' || (1 + floor(power(random() + 0 * ${salt}, ${power}) * ${circleIndustries.length}))::int)::uuid`;

/**
 * Eight public circles (ids md5('circle' || n)), `posts` posts and replies over the last year:
 * every third row a reply to a post of the same circle drawn with power 2.
 */
async function seedCircles(handle: DatabaseHandle, founders: number, posts: number) {
  const db = handle.kind;
  const run = (statement: string) => runSql(handle, statement);
  let started = performance.now();
  await withoutSecondaryIndexes(handle, ['circle_posts'], async () => {
    await run(`
      insert into founder_circles (id, name, industry, description)
      select md5('circle' || n)::uuid, 'Circle ' || n, (${textArray(circleIndustries)})[n],
        'Founders talking shop, circle ' || n
      from generate_series(1, ${circleIndustries.length}) as n`);
    const topLevel = Math.ceil((posts * 2) / 3);
    for (let from = 1; from <= topLevel; from += batch) {
      const to = Math.min(topLevel, from + batch - 1);
      await run(`
        insert into circle_posts (id, circle_id, user_id, content, created_at)
        select md5('post' || g)::uuid, ${circleDrawn(2, 'g')}, ${founderDrawn(founders, 2, 'g')},
          ${pick(replies, 'g')}, now() - power(random() + 0 * g, 1.5) * 365 * interval '1 day'
        from generate_series(${from}, ${to}) as g`);
    }
    stage(db, `${topLevel} circle posts`, started);
    started = performance.now();
    const replyCount = posts - topLevel;
    for (let from = 1; from <= replyCount; from += batch) {
      const to = Math.min(replyCount, from + batch - 1);
      await run(`
        insert into circle_posts (circle_id, parent_id, user_id, content, created_at)
        select p.circle_id, p.id, d.author, d.content, p.created_at + d.f * (now() - p.created_at)
          from (select md5('post' || (1 + floor(power(random() + 0 * g, 2) * ${topLevel}))::int)::uuid
                  as post, ${founderDrawn(founders, 2, 'g')} as author,
                  ${pick(replies, 'g')} as content, random() + 0 * g as f
                  from generate_series(${from}, ${to}) as g) as d
          join circle_posts p on p.id = d.post`);
    }
    await run(`
      update circle_posts p set replies_count = r.n
        from (select parent_id, count(*)::int as n from circle_posts
              where parent_id is not null group by 1) as r
       where r.parent_id = p.id`);
    await run(`vacuum full circle_posts`);
    stage(db, `${replyCount} circle replies`, started);
    started = performance.now();
  });
  stage(db, 'circle indexes', started);
}

type Viewer = { id: string; role: string } | null;

async function measure(handle: DatabaseHandle, db: BenchDb, ideas: number) {
  const service = createIdeasService({
    repository: createIdeasRepository(handle.db),
    realtime: { publish: () => Promise.resolve(), publishToTopic: () => Promise.resolve() },
    log: { error: (object, message) => console.error(message, object) },
  });
  const [counts] = await queryRows<{ comments: number; likes: number; blocks: number }>(
    handle,
    `select (select count(*)::int from startup_idea_comments) as comments,
            (select count(*)::int from startup_idea_likes) as likes,
            (select count(*)::int from blocks) as blocks`,
  );
  const viewers: [string, Viewer][] = [
    ['member', { id: viewerOf(ideas), role: 'user' }],
    ['visitor', null],
  ];
  const line = (bench: string, viewer: string, items: number, times: number[], more = {}) => {
    const stats = summarize(times);
    console.log(
      JSON.stringify({
        bench: `community.${bench}`,
        viewer,
        ideas,
        ...counts,
        db,
        items,
        ...more,
        runs,
        ...stats,
        goal_p95_ms: goalP95Ms,
        meets_goal: stats.p95_ms < goalP95Ms,
      }),
    );
  };

  /** The scenario's query; the second page's with the cursor that its first page answers. */
  const queryFor = async (viewer: Viewer, scenario: Scenario): Promise<IdeasQuery> => {
    const query = ideasQuerySchema.parse(scenario.query);
    if (!scenario.secondPage) return query;
    const first = await service.list(viewer, query);
    if (!first.nextCursor) throw new Error(`${scenario.name}: the first page is the last`);
    return { ...query, cursor: first.nextCursor };
  };

  for (const [who, viewer] of viewers) {
    for (const scenario of scenarios) {
      const query = await queryFor(viewer, scenario);
      const { last, times } = await timedRuns(() => service.list(viewer, query), runs);
      line(`ideas.${scenario.name}`, who, last.items.length, times);
    }
  }

  const feed = await commentFeed(service, viewers);
  for (const [who, viewer] of viewers) {
    for (const [page, after] of [
      ['first_page', undefined],
      ['middle_page', feed.middle],
    ] as const) {
      const query = ideaCommentsQuerySchema.parse({ after });
      const { last, times } = await timedRuns(
        () => service.comments(viewer, feed.ideaId, query),
        runs,
      );
      line(`comments.${page}`, who, last.items.length, times, {
        idea_comments: feed.commentsCount,
      });
    }
  }

  const circles = createCirclesService({
    repository: createCirclesRepository(handle.db),
    realtime: { publish: () => Promise.resolve(), publishToTopic: () => Promise.resolve() },
    log: { error: (object, message) => console.error(message, object) },
  });
  const discussion = await circleDiscussion(handle, circles, viewers);
  for (const [who, viewer] of viewers) {
    for (const [page, cursor] of [
      ['first_page', undefined],
      ['page_10', discussion.tenthPage],
    ] as const) {
      const query = circlePostsQuerySchema.parse({ cursor });
      const { last, times } = await timedRuns(
        () => circles.posts(viewer, discussion.circleId, query),
        runs,
      );
      line(`circle_feed.${page}`, who, last.items.length, times, {
        circle_posts: discussion.posts,
      });
    }
    const query = circleRepliesQuerySchema.parse({});
    const { last, times } = await timedRuns(
      () => circles.replies(viewer, discussion.circleId, discussion.postId, query),
      runs,
    );
    line('circle_feed.replies', who, last.items.length, times, {
      post_replies: discussion.replies,
    });
  }

  if (explain) {
    const [, member] = viewers[0]!;
    const queries = await Promise.all(scenarios.map((scenario) => queryFor(member, scenario)));
    await printPlans(handle, (text) => text.includes('order by'), [
      ...scenarios.map((scenario, index) => ({
        name: `ideas.${scenario.name}`,
        run: () => service.list(member, queries[index]!),
      })),
      {
        name: 'circle_feed.page_10',
        run: () =>
          circles.posts(
            member,
            discussion.circleId,
            circlePostsQuerySchema.parse({ cursor: discussion.tenthPage }),
          ),
      },
      {
        name: 'comments.middle_page',
        run: () =>
          service.comments(
            member,
            feed.ideaId,
            ideaCommentsQuerySchema.parse({ after: feed.middle }),
          ),
      },
    ]);
  }
}

/**
 * The most discussed idea that every viewer sees, and the cursor of its comment page halfway
 * through (walked page by page from the first, as the member sees them).
 */
async function commentFeed(service: IdeasService, viewers: [string, Viewer][]) {
  const seen = await Promise.all(
    viewers.map(async ([, viewer]) => {
      const page = await service.list(viewer, ideasQuerySchema.parse({ sort: 'most_discussed' }));
      return page.items;
    }),
  );
  const idea = seen[0]!.find((item) => seen.every((items) => items.some((i) => i.id === item.id)));
  if (!idea) throw new Error('no idea among the most discussed that every viewer sees');
  const [, member] = viewers[0]!;
  let middle: string | undefined;
  let read = 0;
  while (read < idea.commentsCount / 2) {
    const page = await service.comments(
      member,
      idea.id,
      ideaCommentsQuerySchema.parse({ after: middle }),
    );
    if (!page.nextCursor) break;
    read += page.items.length;
    middle = page.nextCursor;
  }
  if (!middle) throw new Error('the most discussed idea has a single page of comments');
  return { ideaId: idea.id, commentsCount: idea.commentsCount, middle };
}

/**
 * The busiest circle, the cursor of its feed's tenth page (walked from the first, as the member
 * sees it) and its most replied post.
 */
async function circleDiscussion(
  handle: DatabaseHandle,
  service: CirclesService,
  viewers: [string, Viewer][],
) {
  const [busiest] = await queryRows<{ circle_id: string; posts: number }>(
    handle,
    `select circle_id, count(*)::int as posts from circle_posts group by 1 order by 2 desc limit 1`,
  );
  if (!busiest) throw new Error('no circle posts');
  const [, member] = viewers[0]!;
  let tenthPage: string | undefined;
  for (let page = 1; page < 10; page += 1) {
    const answer = await service.posts(
      member,
      busiest.circle_id,
      circlePostsQuerySchema.parse({ cursor: tenthPage }),
    );
    if (!answer.nextCursor) throw new Error('the busiest circle has fewer than ten pages');
    tenthPage = answer.nextCursor;
  }
  const [post] = await queryRows<{ id: string; replies_count: number }>(
    handle,
    `select id, replies_count from circle_posts p where circle_id = '${busiest.circle_id}'
      and parent_id is null and not exists (select 1 from blocks b
        where (b.blocker_id = '${member!.id}' and b.blocked_id = p.user_id)
           or (b.blocked_id = '${member!.id}' and b.blocker_id = p.user_id))
      order by replies_count desc limit 1`,
  );
  if (!post) throw new Error('the busiest circle has no posts');
  return {
    circleId: busiest.circle_id,
    posts: busiest.posts,
    tenthPage,
    postId: post.id,
    replies: post.replies_count,
  };
}

await runBench({ seed, measure }, sizes);
