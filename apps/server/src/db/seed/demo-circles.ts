// Circles' demo: one circle per industry, two of them private, each with members (founders of
// its industry first) and a discussion whose counts match their rows; one member's proposal
// waits for review. The demo member moderates one circle, belongs to two more and waits for an
// answer from a third. Admins are staff: never members.
import type { Faker } from '@faker-js/faker';
import type { CircleIndustry } from '@cofound/shared/circles/circles.options';
import { circleMembers, circlePosts, founderCircles } from '../schema';
import { chunks, DAY_MS, dateBetween, later, type SeedTx } from './seed-random';
import type { SeedMember } from './seed-rows';

export const DEMO_CIRCLES = {
  /** How far back the oldest circle opened. */
  days: 120,
  /** The discussion covers the last weeks. */
  discussionDays: 42,
  minPosts: 4,
  maxPosts: 10,
  maxReplies: 4,
} as const;

type CirclePlan = {
  industry: CircleIndustry;
  name: string;
  description: string;
  isPrivate: boolean;
  /** The profile industry whose founders join it first. */
  profileIndustry: string;
  /** How many members, the moderator included. */
  members: [min: number, max: number];
  /** What its members post about. */
  posts: string[];
};

const plans: CirclePlan[] = [
  {
    industry: 'ai_ml',
    name: 'AI/ML Builders',
    description:
      'Founders shipping products on machine learning: models in production, evaluation, ' +
      'data pipelines, inference costs and the fine line between a demo and a product. Share ' +
      'what worked, ask what did not, and find the engineers and researchers to build with.',
    isPrivate: false,
    profileIndustry: 'AI/ML',
    members: [24, 40],
    posts: [
      'How are you all evaluating LLM features before release? We have a golden set of 200 prompts and it already feels too small.',
      'Our inference bill tripled last month. Moving the classification step to a small fine-tuned model cut it by 70 %. Happy to share the setup.',
      'Anyone selling AI tools to hospitals? The procurement questions about data residency are taking longer than the build.',
      'Looking for a technical co-founder with MLOps experience. We have three paying pilots and a model that works; the pipeline around it does not.',
      'Hot take: most "AI startups" in our batch are workflow startups with a model inside. That is fine, and it is where the moats are.',
      'What do you use for labelling? We tried three vendors and ended up building a small internal tool.',
      'Open-weight models caught up faster than we planned for. Did anyone switch away from an API provider this year?',
    ],
  },
  {
    industry: 'blockchain',
    name: 'Web3 & Blockchain Founders',
    description:
      'For founders building on public chains and beyond the hype: payments, provenance, ' +
      'tokenised assets and the infrastructure under them. Talk regulation, audits, token design ' +
      'and how to explain it all to customers who just want it to work.',
    isPrivate: false,
    profileIndustry: 'Blockchain',
    members: [10, 24],
    posts: [
      'Which audit firms have you worked with for smart contracts? Looking for one that can start within a month.',
      'We dropped the token from our roadmap entirely and our enterprise conversations got much easier.',
      'Anyone using stablecoins for cross-border payroll? Curious how you handle the off-ramp in each country.',
      'MiCA is live: what changed for you in practice?',
      'Supply-chain provenance pilots keep stalling at the data-entry step, not the chain. How did you solve the first mile?',
      'Looking for a Solidity engineer who has shipped something audited. Equity plus a small salary.',
    ],
  },
  {
    industry: 'fintech',
    name: 'FinTech Founders Club',
    description:
      'A closed room for founders building financial products: licensing, banking partners, ' +
      'fraud, compliance and unit economics. Members share numbers and partner experiences that ' +
      'do not belong in public, so requests to join are reviewed.',
    isPrivate: true,
    profileIndustry: 'Finance',
    members: [8, 18],
    posts: [
      'Our sponsor bank gave us 60 days notice. Who has migrated banking partners, and how long did it really take?',
      'Fraud rates on instant payouts went from 0.1 % to 0.8 % in two weeks. Sharing what we changed in onboarding.',
      'E-money licence or partner with a licensed entity? We are at 2,000 customers and starting to feel the limits.',
      'What interchange share are you getting on card programmes these days? Ours feels low.',
      'Anyone hired a head of compliance as employee number five? Worth it or too early?',
      'Open banking conversion: we lose 40 % of users at the bank-selection screen. Ideas welcome.',
    ],
  },
  {
    industry: 'healthtech',
    name: 'HealthTech Innovators',
    description:
      'A private circle for founders in digital health, medtech and care delivery: clinical ' +
      'pilots, regulation (MDR, FDA, HIPAA), reimbursement and selling to hospitals and payers. ' +
      'Clinicians who build are especially welcome.',
    isPrivate: true,
    profileIndustry: 'Healthcare',
    members: [8, 20],
    posts: [
      'Our first clinic pilot starts Monday. Any advice on keeping the doctors engaged after week two?',
      'Does software that only drafts documentation count as a medical device? Getting different answers from every consultant.',
      'Reimbursement codes for remote monitoring changed again. Who here is billing under them successfully?',
      'Hospitals want a year-long pilot before any contract. How did you shorten that cycle?',
      'Looking for a clinician co-founder, ideally with informatics experience, for a nursing-workflow product.',
      'We passed our first security review with a large hospital group. Sharing the checklist that got us through.',
    ],
  },
  {
    industry: 'edtech',
    name: 'EdTech Collective',
    description:
      'Builders of learning products for schools, universities, companies and lifelong learners. ' +
      'Swap notes on selling to schools, learning outcomes, engagement loops and where AI tutors ' +
      'actually help students.',
    isPrivate: false,
    profileIndustry: 'Education',
    members: [12, 28],
    posts: [
      'School budgets are decided in spring. If you sell to districts, when do you start the conversations?',
      'Completion rates on our courses doubled after we added weekly live sessions. Cohorts still beat self-paced.',
      'Has anyone measured real learning gains from an AI tutor, not just engagement?',
      'B2C or B2B? We started with parents and are now getting inbound from schools.',
      'Looking for a curriculum designer to join as a co-founder for an adult numeracy product.',
      'Teachers love our tool; administrators never open it. How do you sell to both?',
    ],
  },
  {
    industry: 'ecommerce',
    name: 'E-commerce Operators',
    description:
      'For founders running and building for online stores: DTC brands, marketplaces, logistics, ' +
      'returns, paid acquisition and retention. Bring your numbers and your war stories.',
    isPrivate: false,
    profileIndustry: 'E-commerce',
    members: [12, 30],
    posts: [
      'Customer acquisition costs on paid social are up 35 % year on year for us. Where are you finding profitable channels?',
      'Returns are eating our margin. Anyone tried refurbishing and reselling locally instead of shipping back?',
      'Which 3PL are you happy with for under 2,000 orders a month?',
      'Subscriptions brought our repeat rate from 18 % to 41 %. The trick was letting people skip easily.',
      'Live shopping: has anyone outside fashion made it work?',
      'Looking for a growth co-founder who has scaled a DTC brand past one million in revenue.',
    ],
  },
  {
    industry: 'saas',
    name: 'SaaS Founders',
    description:
      'Bootstrapped or funded, seed to Series B: pricing, sales, churn, product-led growth and ' +
      'hiring for software companies. Ask anything about getting from the first customer to a ' +
      'repeatable business.',
    isPrivate: false,
    profileIndustry: 'Technology',
    members: [20, 40],
    posts: [
      'We moved from per-seat to usage-based pricing. Net revenue retention went up; so did support questions about invoices.',
      'What was your first sales hire: an experienced AE or a founder-led sales generalist?',
      'Churn is at 3 % monthly on the lowest plan. Is that normal for SMB software or a product problem?',
      'Annual plans with a 20 % discount: worth it for cash flow at our stage?',
      'Looking for a technical co-founder for a B2B workflow tool. Three design partners signed letters of intent.',
      'SOC 2 took us four months and two tools. Ask me anything if you are about to start.',
      'Product-led or sales-led for a tool that needs IT approval? We are stuck in between.',
    ],
  },
  {
    industry: 'cleantech',
    name: 'Climate & CleanTech',
    description:
      'Founders working on climate: energy, storage, mobility, buildings, food and carbon. Talk ' +
      'hardware timelines, grants, project finance and selling to utilities, and find co-founders ' +
      'who want to spend the next decade on it.',
    isPrivate: false,
    profileIndustry: 'CleanTech',
    members: [14, 32],
    posts: [
      'Which grants have you won for early hardware prototypes? Compiling a list for the circle.',
      'Utilities sales cycles are 18 months for us. Did anyone find a faster first customer?',
      'Heat-pump installers are the bottleneck, not demand. Anyone building for the installers themselves?',
      'Carbon credits: we decided not to rely on them in our business model at all. Curious what others did.',
      'Looking for a hardware co-founder for battery swapping stations for delivery riders.',
      'Project finance for a first-of-a-kind plant: what did the lenders ask for that surprised you?',
    ],
  },
];

/** Posts any circle's members write. */
const generalPosts = [
  'Introduce yourselves! What are you building and what do you need help with this month?',
  'Monthly wins thread: share one thing that went well for your company.',
  'Fundraising in this market: how long did your last round take from first meeting to money in the bank?',
  'How do you split equity with a co-founder who joins a year in?',
  'Anyone in Berlin or Lisbon next month? Would love to meet in person.',
];

const replyTexts = [
  'Same here. Would love to compare notes, sending you a message.',
  'We went through exactly this last year. The short answer: start earlier than you think.',
  'Great question. Following.',
  'Happy to intro you to someone who solved this; check your messages.',
  'We tried that and it did not work for us, but our customers are very different.',
  'Thanks for sharing the numbers, that is really useful.',
  'Interested! Just sent you a connection request.',
  'Can you share more about how you set it up?',
  'Strongly agree. It took us three tries to get right.',
  'This is why I joined this circle. Thank you.',
];

/** The proposal an admin has not reviewed yet. */
const proposal = {
  name: 'Robotics & Hardware Founders',
  industry: 'ai_ml' as const,
  description:
    'For founders building robots and smart hardware: prototyping, manufacturing partners, ' +
    'certification and the long road from the lab to a paying customer.',
};

export type DemoCircles = {
  circles: (typeof founderCircles.$inferInsert)[];
  members: (typeof circleMembers.$inferInsert)[];
  posts: (typeof circlePosts.$inferInsert)[];
};

type Membership = { member: SeedMember; joinedAt: Date };

export function buildDemoCircles(
  faker: Faker,
  demo: SeedMember,
  founders: SeedMember[],
  now: Date,
): DemoCircles {
  const planned: DemoCircles = { circles: [], members: [], posts: [] };
  const active = founders.filter(
    (founder) => founder.profile.status === 'active' && founder.profile.role !== 'admin',
  );
  const opened = new Date(now.getTime() - DEMO_CIRCLES.days * DAY_MS);
  const talkSince = new Date(now.getTime() - DEMO_CIRCLES.discussionDays * DAY_MS);
  // The demo member's place: moderator of the health circle (private, with requests waiting),
  // a member of AI/ML and SaaS, and waiting for an answer from FinTech.
  const demoModerates: CircleIndustry = 'healthtech';
  const demoJoins: CircleIndustry[] = ['ai_ml', 'saas'];
  const demoAsks: CircleIndustry = 'fintech';

  for (const plan of plans) {
    const circleId = faker.string.uuid();
    const createdAt = dateBetween(faker, opened, new Date(now.getTime() - 60 * DAY_MS));
    const ofIndustry = active.filter((one) => one.profile.industry === plan.profileIndustry);
    const others = active.filter((one) => one.profile.industry !== plan.profileIndustry);
    const moderator =
      plan.industry === demoModerates ? demo : faker.helpers.arrayElement(ofIndustry);
    const size = faker.number.int({ min: plan.members[0], max: plan.members[1] });
    const fromIndustry = faker.helpers.arrayElements(
      ofIndustry.filter((one) => one !== moderator),
      Math.min(ofIndustry.length - 1, Math.ceil(size * 0.6)),
    );
    const rest = faker.helpers.arrayElements(
      others.filter((one) => one !== moderator),
      Math.max(0, size - 1 - fromIndustry.length),
    );
    const joined: SeedMember[] = [...fromIndustry, ...rest].slice(0, size - 1);
    if (demoJoins.includes(plan.industry) && !joined.includes(demo)) {
      joined[joined.length - 1] = demo;
    }

    const memberships: Membership[] = [{ member: moderator, joinedAt: createdAt }];
    for (const member of joined) {
      memberships.push({ member, joinedAt: dateBetween(faker, createdAt, now) });
    }
    for (const { member, joinedAt } of memberships) {
      planned.members.push({
        circleId,
        userId: member.user.id,
        role: member === moderator ? 'moderator' : 'member',
        status: 'active',
        // A private circle's members asked first and waited a little.
        requestedAt:
          plan.isPrivate && member !== moderator
            ? new Date(joinedAt.getTime() - 6 * 3_600_000)
            : joinedAt,
        joinedAt,
      });
    }

    // Requests waiting for the moderators of the private circles.
    if (plan.isPrivate) {
      const outside = active.filter((one) => !memberships.some((m) => m.member === one));
      const askers = faker.helpers.arrayElements(outside, faker.number.int({ min: 2, max: 3 }));
      if (plan.industry === demoAsks) askers.push(demo);
      for (const asker of askers) {
        planned.members.push({
          circleId,
          userId: asker.user.id,
          role: 'member',
          status: 'pending',
          requestedAt: dateBetween(faker, new Date(now.getTime() - 5 * DAY_MS), now),
          joinedAt: null,
        });
      }
    }

    // The discussion: posts newest last, each by a member who had joined by then.
    const texts = faker.helpers.arrayElements(
      [...plan.posts, ...generalPosts],
      faker.number.int({ min: DEMO_CIRCLES.minPosts, max: DEMO_CIRCLES.maxPosts }),
    );
    for (const content of texts) {
      const author = faker.helpers.arrayElement(memberships);
      const postedAt = dateBetween(faker, later(author.joinedAt, talkSince), now);
      const postId = faker.string.uuid();
      const replyCount = faker.helpers.weightedArrayElement([
        { value: 0, weight: 3 },
        { value: faker.number.int({ min: 1, max: DEMO_CIRCLES.maxReplies }), weight: 5 },
      ]);
      const repliers = memberships.filter((one) => one !== author);
      const replies = faker.helpers.arrayElements(replyTexts, replyCount).map((text) => {
        const replier = faker.helpers.arrayElement(repliers);
        return {
          id: faker.string.uuid(),
          circleId,
          userId: replier.member.user.id,
          parentId: postId,
          content: text,
          repliesCount: 0,
          createdAt: dateBetween(faker, later(postedAt, replier.joinedAt), now),
        };
      });
      planned.posts.push({
        id: postId,
        circleId,
        userId: author.member.user.id,
        parentId: null,
        content,
        repliesCount: replies.length,
        createdAt: postedAt,
      });
      planned.posts.push(...replies);
    }

    planned.circles.push({
      id: circleId,
      name: plan.name,
      industry: plan.industry,
      description: plan.description,
      isPrivate: plan.isPrivate,
      status: 'active',
      createdBy: moderator.user.id,
      membersCount: memberships.length,
      createdAt,
      reviewedAt: new Date(createdAt.getTime() + 3_600_000),
    });
  }

  const proposer = faker.helpers.arrayElement(active);
  planned.circles.push({
    id: faker.string.uuid(),
    ...proposal,
    isPrivate: false,
    status: 'proposed',
    createdBy: proposer.user.id,
    membersCount: 0,
    createdAt: dateBetween(faker, new Date(now.getTime() - 3 * DAY_MS), now),
  });
  return planned;
}

/** Circles, then their members, then posts before the replies that point at them. */
export async function writeDemoCircles(tx: SeedTx, planned: DemoCircles): Promise<void> {
  await tx.insert(founderCircles).values(planned.circles);
  for (const batch of chunks(planned.members, 500)) await tx.insert(circleMembers).values(batch);
  const ordered = [
    ...planned.posts.filter((post) => post.parentId === null),
    ...planned.posts.filter((post) => post.parentId !== null),
  ];
  for (const batch of chunks(ordered, 500)) await tx.insert(circlePosts).values(batch);
}
