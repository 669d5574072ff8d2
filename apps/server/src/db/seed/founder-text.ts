// Titles and bios composed from a founder's own attributes, in a founder's voice.
import type { Faker } from '@faker-js/faker';
import type { Industry, Role } from '@cofound/shared/profiles/profiles.options';
import {
  cities,
  closings,
  formerEmployers,
  hopes,
  industryPhrase,
  motivations,
  productIdeas,
  roleNouns,
  seekingPhrase,
  traitPhrase,
} from './founder-vocabulary';

export type FounderStory = {
  role: Role;
  industry: Industry;
  experience: number;
  skills: string[];
  lookingFor: string[];
  startupInterests: string[];
  personalityTraits: string[];
  workStyle: string[];
};

/** The facts a title and bio share, picked once so both tell the same story. */
export type StoryFacts = { noun: string; company: string; product: string; city: string };

export const BIO_MIN_WORDS = 30;
export const BIO_MAX_WORDS = 120;

export function pickStoryFacts(faker: Faker, story: FounderStory): StoryFacts {
  return {
    noun: faker.helpers.arrayElement(roleNouns[story.role]),
    company: faker.helpers.arrayElement(formerEmployers[story.role]),
    product: faker.helpers.arrayElement(productIdeas[story.industry]),
    city: faker.helpers.arrayElement(cities),
  };
}

export function composeTitle(faker: Faker, story: FounderStory, facts: StoryFacts): string {
  const options = [
    `Ex-${facts.company} ${facts.noun} building ${facts.product}`,
    `${capitalize(facts.noun)} turned founder, working on ${facts.product}`,
    `${capitalize(facts.noun)} looking for a co-founder in ${industryPhrase[story.industry]}`,
  ];
  if (story.experience >= 3) {
    options.push(
      `${story.experience}+ years in ${industryPhrase[story.industry]}, now building ${facts.product}`,
    );
  }
  if (story.experience >= 6) options.push(`Second-time founder working on ${facts.product}`);
  return faker.helpers.arrayElement(options);
}

export function composeBio(faker: Faker, story: FounderStory, facts: StoryFacts): string {
  const field = industryPhrase[story.industry];
  const intro =
    story.experience <= 1
      ? `I'm ${withArticle(facts.noun)} early in my career, and I caught the startup bug building side projects in ${field}.`
      : faker.helpers.arrayElement([
          `I've spent ${story.experience} years as ${withArticle(facts.noun)}, most recently at ${facts.company}.`,
          `I'm ${withArticle(facts.noun)} with ${story.experience} years in ${field}, including a stint at ${facts.company}.`,
        ]);
  const skillWords = story.skills.map(prose);
  const skillsSentence =
    skillWords.length >= 2 && faker.datatype.boolean()
      ? `Most of my work sits at the intersection of ${skillWords[0]} and ${skillWords[1]}.`
      : `My toolkit: ${list(skillWords)}.`;
  const building = `Right now I'm building ${facts.product}, because ${faker.helpers.arrayElement(motivations)}.`;
  const seeking = `I'm looking for ${list(
    story.lookingFor.map((role) => seekingPhrase[role] ?? withArticle(prose(role))),
    'or',
  )} who ${faker.helpers.arrayElement(hopes)}.`;
  const style = `People describe me as ${list(story.personalityTraits.map((trait) => traitPhrase[trait] ?? prose(trait)))}, and I do my best work on ${list(story.workStyle.map(prose))} teams.`;
  const interests = story.startupInterests.filter((interest) => interest !== story.industry);
  const curiosity = interests.length
    ? `Outside my own space I keep a close eye on ${list(interests.map(prose))}.`
    : '';
  const closing = `Based in ${facts.city}. ${faker.helpers.arrayElement(closings)}`;

  // Fixed order so the bio reads naturally; optional sentences drop out when it gets long.
  const sentences = [
    { text: intro, required: true },
    { text: skillsSentence, required: true },
    { text: building, required: true },
    { text: seeking, required: true },
    { text: style, required: faker.datatype.boolean({ probability: 0.7 }) },
    { text: curiosity, required: faker.datatype.boolean({ probability: 0.5 }) },
    { text: closing, required: faker.datatype.boolean({ probability: 0.6 }) },
  ].filter((sentence) => sentence.text !== '');
  let chosen = sentences.filter((sentence) => sentence.required);
  for (const sentence of sentences) {
    if (wordCount(chosen) >= BIO_MIN_WORDS) break;
    if (!chosen.includes(sentence))
      chosen = sentences.filter((s) => chosen.includes(s) || s === sentence);
  }
  while (wordCount(chosen) > BIO_MAX_WORDS && chosen.length > 1) chosen = chosen.slice(0, -1);
  return chosen.map((sentence) => sentence.text).join(' ');
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function wordCount(sentences: { text: string }[]): number {
  return countWords(sentences.map((sentence) => sentence.text).join(' '));
}

/** 'Full-Stack Development' reads as 'full-stack development'; acronyms like 'UI/UX' stay. */
function prose(option: string): string {
  return option
    .split(' ')
    .map((word) => (/^[A-Z][a-z]*(-[A-Za-z][a-z]+)*$/.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

function withArticle(noun: string): string {
  return /^([aeiou]|ML\b)/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function list(items: string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
