// The ideas board's demo: ideas of founders in every industry and stage, with likes and
// comments whose counts match their rows. Admins never author; the demo member shares one.
import type { Faker } from '@faker-js/faker';
import {
  ideaFilterSkills,
  ideaIndustries,
  ideaStages,
  type IdeaIndustry,
} from '@cofound/shared/ideas/ideas.options';
import type { startupIdeaComments, startupIdeaLikes, startupIdeas } from '../schema';
import { DAY_MS, dateBetween } from './seed-random';
import type { SeedMember } from './seed-rows';

export const DEMO_IDEAS = {
  /** Ideas of founders, five per industry. */
  perIndustry: 5,
  maxLikes: 18,
  maxComments: 6,
  /** How far back the oldest idea goes. */
  days: 45,
} as const;

/** Each industry's ideas: a title and the problem it solves. */
const pitches: Record<IdeaIndustry, [string, string][]> = {
  technology: [
    ['Status pages that write themselves', 'incident updates drafted from alerts and deploys'],
    ['Pairing rooms for remote teams', 'always-on rooms where two engineers can drop in'],
    ['Feature flags for hardware', 'safe rollouts of firmware to fleets of devices'],
    ['One inbox for on-call', 'every page, ticket and chat mention in one queue'],
    ['Docs that stay true', 'checks that flag docs the last commit made wrong'],
  ],
  finance: [
    ['Invoice financing for freelancers', 'paid the day an invoice is sent, not in 60 days'],
    ['Shared budgets for roommates', 'rent, bills and groceries split without spreadsheets'],
    ['Treasury for tiny startups', 'idle cash moved to safe yield automatically'],
    ['Tax-ready books for creators', 'income from every platform sorted for tax time'],
    ['Payroll for seasonal farms', 'paying crews by the hour, in cash or to phones'],
  ],
  healthcare: [
    ['Physio at home, with a camera', 'exercises checked for form between visits'],
    ['Clinic waitlist that fills gaps', 'cancelled slots offered to the next patient at once'],
    ['Medication buddy for parents', 'reminders and refills for a whole family'],
    ['Sleep coach for shift workers', 'plans that follow a rota instead of a clock'],
    ['Plain-language lab results', 'results explained before the doctor calls back'],
  ],
  education: [
    ['Tutors for adult learners', 'evening tutoring in maths for people back at school'],
    ['Lab kits by mail', 'science labs for homeschoolers, one box a month'],
    ['Coding clubs for small towns', 'volunteer-run clubs with a ready curriculum'],
    ['Language exchange by voice', 'short calls with a native speaker, matched by level'],
    ['Apprenticeship marketplace', 'trades and learners matched by region and skill'],
  ],
  ecommerce: [
    ['Returns that never ship', 'refurbish and resell locally instead of shipping back'],
    ['Bundles from local shops', 'one delivery for orders from five neighbourhood shops'],
    ['Sizing from one photo', 'fewer returns with fit predicted from a single picture'],
    ['Subscription boxes for makers', 'craft supplies curated by working artists'],
    ['Live shopping for small brands', 'a weekly live show with checkout in the stream'],
  ],
  ai: [
    ['Meeting notes with decisions', 'who decided what, pulled from every call'],
    ['Contract review for small firms', 'risky clauses flagged before a lawyer is needed'],
    ['Support agent that knows the docs', 'answers drafted from your own help centre'],
    ['Shelf scanning for grocers', 'gaps and wrong prices found from a phone video'],
    ['Grant writing assistant', 'first drafts of grant applications for nonprofits'],
  ],
  blockchain: [
    ['Proof of origin for coffee', 'each bag traced from farm to cup'],
    ['Tickets that cannot be scalped', 'resale capped at face value by the ticket itself'],
    ['Royalties for session musicians', 'splits paid out every time a track earns'],
    ['Land records for cooperatives', 'shared registries for farming cooperatives'],
    ['Carbon credits you can audit', 'credits tied to sensor data from each project'],
  ],
  cleantech: [
    ['Heat pumps as a service', 'installed free, paid back from the energy saved'],
    ['Battery swaps for e-bikes', 'swap stations at corner shops for delivery riders'],
    ['Solar for renters', 'balcony panels that move with you'],
    ['Food waste to fertiliser', 'restaurant waste collected and composted nearby'],
    ['Smart irrigation for parks', 'watering by soil moisture instead of timers'],
  ],
};

const roles = [
  'CTO',
  'CEO',
  'Technical Co-founder',
  'Product Lead',
  'Marketing Lead',
  'Designer',
  'Sales Lead',
  'Data Scientist',
];
const extraSkills = ['Operations', 'Fundraising', 'Hardware', 'Copywriting', 'Research'];
const commentTexts = [
  'I would use this tomorrow. How do you plan to reach the first hundred customers?',
  'Love it. Who is doing this already, and what do they get wrong?',
  'Happy to help with the go-to-market side if you need a hand.',
  'Have you talked to anyone who has this problem every week?',
  'The pricing will make or break this one. Per seat or per use?',
  'I worked on something close to this; ping me, happy to share what we learned.',
  'What would the smallest version you could ship in a month look like?',
  'Great timing with the new regulations coming in next year.',
  'Interested in joining as a co-founder. Sending you a connection request.',
  'Regulation might be the hard part here. Have you looked into it?',
];

export type DemoIdeas = {
  ideas: (typeof startupIdeas.$inferInsert)[];
  likes: (typeof startupIdeaLikes.$inferInsert)[];
  comments: (typeof startupIdeaComments.$inferInsert)[];
};

export function buildDemoIdeas(
  faker: Faker,
  demo: SeedMember,
  founders: SeedMember[],
  now: Date,
): DemoIdeas {
  const planned: DemoIdeas = { ideas: [], likes: [], comments: [] };
  const active = founders.filter(
    (founder) => founder.profile.status === 'active' && founder.profile.role !== 'admin',
  );
  const audience = [demo, ...active];
  const since = new Date(now.getTime() - DEMO_IDEAS.days * DAY_MS);

  const addIdea = (
    author: SeedMember,
    industry: IdeaIndustry,
    pitch: [string, string],
    n: number,
  ) => {
    const createdAt = dateBetween(faker, since, now);
    const idea = {
      id: faker.string.uuid(),
      userId: author.user.id,
      title: pitch[0],
      description: `${pitch[1].charAt(0).toUpperCase()}${pitch[1].slice(1)}. ${faker.helpers.arrayElement(
        [
          'I have talked to a dozen people with this problem and want to build it properly.',
          'Looking for co-founders who have felt this pain themselves.',
          'A rough prototype exists; it needs a team to become a product.',
          'Early days: I want to test the idea with people who know the market.',
        ],
      )}`,
      industry,
      // Every stage in every industry.
      stage: ideaStages[n % ideaStages.length]!,
      skillsNeeded: faker.helpers.arrayElements([...ideaFilterSkills, ...extraSkills], {
        min: 2,
        max: 4,
      }),
      rolesNeeded: faker.helpers.arrayElements(roles, { min: 1, max: 2 }),
      likesCount: 0,
      commentsCount: 0,
      createdAt,
      updatedAt: createdAt,
    };
    const likers = faker.helpers.arrayElements(
      audience.filter((member) => member !== author),
      faker.number.int({ min: 0, max: DEMO_IDEAS.maxLikes }),
    );
    for (const liker of likers) {
      planned.likes.push({
        ideaId: idea.id,
        userId: liker.user.id,
        createdAt: dateBetween(faker, createdAt, now),
      });
    }
    const commentCount = faker.number.int({ min: 0, max: DEMO_IDEAS.maxComments });
    for (let index = 0; index < commentCount; index += 1) {
      planned.comments.push({
        id: faker.string.uuid(),
        ideaId: idea.id,
        userId: faker.helpers.arrayElement(audience).user.id,
        content: faker.helpers.arrayElement(commentTexts),
        createdAt: dateBetween(faker, createdAt, now),
      });
    }
    idea.likesCount = likers.length;
    idea.commentsCount = commentCount;
    planned.ideas.push(idea);
  };

  ideaIndustries.forEach((industry, industryIndex) => {
    const authors = faker.helpers.arrayElements(active, DEMO_IDEAS.perIndustry);
    authors.forEach((author, index) => {
      addIdea(author, industry, pitches[industry][index]!, industryIndex + index);
    });
  });
  addIdea(demo, 'ai', ['Sales call coach', 'feedback on every sales call, the same afternoon'], 0);
  return planned;
}
