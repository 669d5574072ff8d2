import {
  recommendationsQuerySchema,
  type RecommendationsQuery,
  type RecommendationsQueryInput,
} from '@cofound/shared/matching/matching.schemas';

export type Scenario = { name: string; query: RecommendationsQuery; search: string };

/** One top-20 page: plain, narrowed by industry and a required skill, and by wanted roles. */
const inputs: { name: string; query: RecommendationsQueryInput }[] = [
  { name: 'plain', query: { limit: 20 } },
  {
    name: 'industry_skills',
    query: { limit: 20, industry: 'Technology', requiredSkills: ['Full-Stack Development'] },
  },
  { name: 'roles', query: { limit: 20, roles: ['Technical Cofounder', 'Product Manager'] } },
];

/** The query string of the same request over HTTP (lists as repeated keys). */
function searchOf(query: RecommendationsQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of [value].flat()) params.append(key, String(item));
  }
  return params.toString();
}

export const scenarios: Scenario[] = inputs.map(({ name, query }) => ({
  name,
  query: recommendationsQuerySchema.parse(query),
  search: searchOf(query),
}));
