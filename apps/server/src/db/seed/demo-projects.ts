// Projects with teams, open roles and waiting invitations, so projects, teams and team matches
// are alive on first run: two of them the demo member's, two inviting the demo member.
import type { Faker } from '@faker-js/faker';
import { projectIndustryOf } from '@cofound/shared/projects/projects.options';
import type { Industry } from '@cofound/shared/profiles/profiles.options';
import type { projects, teamInvitations, teamMembers, teams } from '../schema';
import { productIdeas } from './founder-vocabulary';
import { DAY_MS, dateBetween } from './seed-random';
import type { SeedMember } from './seed-rows';

export const DEMO_PROJECTS = {
  /** Projects of other founders. */
  count: 40,
  teamChance: 0.55,
  maxMembers: 3,
  /** Founders' projects that invite the demo member, and founders asking to join the demo's. */
  invitingDemo: 2,
} as const;

const names = [
  'Atlas',
  'Beacon',
  'Cobalt',
  'Driftwood',
  'Ember',
  'Fathom',
  'Granite',
  'Harbor',
  'Ion',
  'Juniper',
  'Keel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Orchard',
  'Pioneer',
  'Quarry',
  'Relay',
  'Summit',
  'Tandem',
  'Umbra',
  'Vantage',
  'Wayfinder',
  'Yarrow',
  'Zephyr',
  'Alder',
  'Brightline',
  'Canopy',
  'Delta',
  'Evergreen',
  'Foundry',
  'Gather',
  'Helix',
  'Inlet',
  'Jetty',
  'Kindling',
  'Latitude',
  'Mosaic',
  'Northstar',
  'Outpost',
  'Parallel',
  'Ripple',
];
const suffixes = ['Labs', 'AI', 'Health', 'Pay', 'Learn', 'Works', 'Cloud', 'Grid'];

/** Open roles: words that fit the founder roles, and the looking-for roles. */
const openRoles = [
  'CTO',
  'CEO',
  'Marketing Lead',
  'Product Lead',
  'Operations Lead',
  'Finance Lead',
  'Full-Stack Developer',
  'UI/UX Designer',
  'Growth Hacker',
  'Sales Leader',
  'Data Scientist',
];
const stages = ['idea', 'prototype', 'mvp', 'launched'] as const;

export type DemoProjects = {
  projects: (typeof projects.$inferInsert)[];
  teams: (typeof teams.$inferInsert)[];
  teamMembers: (typeof teamMembers.$inferInsert)[];
  invitations: (typeof teamInvitations.$inferInsert)[];
};

function projectOf(
  faker: Faker,
  owner: SeedMember,
  title: string,
  now: Date,
): DemoProjects['projects'][number] {
  const industry = owner.profile.industry as Industry;
  const idea = faker.helpers.arrayElement(productIdeas[industry] ?? productIdeas.Technology);
  const funding = faker.datatype.boolean(0.5);
  const createdAt = dateBetween(faker, new Date(now.getTime() - 60 * DAY_MS), now);
  return {
    id: faker.string.uuid(),
    userId: owner.user.id,
    title,
    description: `We are building ${idea}. ${faker.helpers.arrayElement([
      'We have early users and a waitlist, and need the team to match.',
      'The prototype works; now we need people who want to own a part of it.',
      'We talked to forty customers before writing a line of code.',
    ])}`,
    industry: projectIndustryOf(industry) ?? 'Other',
    stage: faker.helpers.arrayElement(stages),
    skillsNeeded: faker.helpers.arrayElements(owner.profile.skills.concat(['Sales', 'Marketing']), {
      min: 2,
      max: 3,
    }),
    rolesNeeded: faker.helpers.arrayElements(openRoles, { min: 1, max: 2 }),
    fundingNeeded: funding,
    fundingAmount: funding ? faker.helpers.arrayElement([150_000, 500_000, 1_200_000]) : null,
    equity: funding ? faker.helpers.arrayElement([8, 10, 12.5, 15]) : null,
    minExperience: faker.helpers.arrayElement([0, 0, 2, 3, 5]),
    createdAt,
    updatedAt: createdAt,
  };
}

export function buildDemoProjects(
  faker: Faker,
  demo: SeedMember,
  founders: SeedMember[],
  now: Date,
): DemoProjects {
  const planned: DemoProjects = { projects: [], teams: [], teamMembers: [], invitations: [] };
  const active = founders.filter((founder) => founder.profile.status === 'active');
  const titles = faker.helpers
    .shuffle(names)
    .map((name, index) => `${name} ${suffixes[index % suffixes.length]}`);

  const addTeam = (project: DemoProjects['projects'][number], members: SeedMember[]) => {
    const team = { id: faker.string.uuid(), projectId: project.id!, name: project.title };
    planned.teams.push(team);
    planned.teamMembers.push({ teamId: team.id, userId: project.userId, role: 'owner' });
    for (const member of members) {
      planned.teamMembers.push({ teamId: team.id, userId: member.user.id, role: 'member' });
    }
  };

  // The demo member's: one with a team and answers to give, one just started.
  const [lead, second] = [
    { ...projectOf(faker, demo, 'Atlas Sales Copilot', now), stage: 'mvp' as const },
    { ...projectOf(faker, demo, 'Ledger Loop', now), stage: 'idea' as const, fundingNeeded: false },
  ];
  lead.skillsNeeded = ['Machine Learning', 'Full-Stack Development', 'Sales'];
  lead.rolesNeeded = ['CTO', 'Full-Stack Developer'];
  second.fundingAmount = null;
  second.equity = null;
  planned.projects.push(lead, second);
  const helpers = faker.helpers.arrayElements(active, 4);
  addTeam(lead, helpers.slice(0, 2));
  planned.invitations.push(
    { projectId: lead.id!, userId: helpers[2]!.user.id, kind: 'request' },
    { projectId: lead.id!, userId: helpers[3]!.user.id, kind: 'invite' },
  );

  const owners = faker.helpers.arrayElements(active, DEMO_PROJECTS.count);
  owners.forEach((owner, index) => {
    const project = projectOf(faker, owner, titles[index % titles.length]!, now);
    if (index < DEMO_PROJECTS.invitingDemo) project.rolesNeeded = ['CEO', 'Product Lead'];
    planned.projects.push(project);
    if (faker.datatype.boolean(DEMO_PROJECTS.teamChance)) {
      const members = faker.helpers
        .arrayElements(active, faker.number.int({ min: 1, max: DEMO_PROJECTS.maxMembers }))
        .filter((member) => member.user.id !== owner.user.id);
      addTeam(project, members);
    }
    if (index < DEMO_PROJECTS.invitingDemo) {
      planned.invitations.push({ projectId: project.id!, userId: demo.user.id, kind: 'invite' });
    }
  });
  return planned;
}
