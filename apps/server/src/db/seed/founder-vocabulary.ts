// Words the titles and bios are composed from, so they read like founders wrote them.
import type { Industry, Role } from '@cofound/shared/profiles/profiles.options';

/** What the founder did before, by role. */
export const roleNouns: Record<Role, string[]> = {
  'CEO/Founder': ['product lead', 'operator', 'strategy consultant', 'sales leader', 'founder'],
  'CTO/Technical Lead': [
    'engineer',
    'staff engineer',
    'ML engineer',
    'platform engineer',
    'engineering manager',
  ],
  'CMO/Marketing Lead': ['growth marketer', 'brand lead', 'marketing lead', 'community builder'],
  'CPO/Product Lead': ['product manager', 'product designer', 'design lead', 'product lead'],
  'COO/Operations Lead': ['operations lead', 'operator', 'program manager', 'supply chain lead'],
  'CFO/Finance Lead': ['finance lead', 'investment banker', 'VC associate', 'controller'],
};

/** Former employers, by role: companies people in that role often come from. */
export const formerEmployers: Record<Role, string[]> = {
  'CEO/Founder': ['McKinsey', 'BCG', 'Salesforce', 'Uber', 'Airbnb', 'HubSpot'],
  'CTO/Technical Lead': ['Stripe', 'Google', 'GitHub', 'Datadog', 'Shopify', 'Cloudflare'],
  'CMO/Marketing Lead': ['HubSpot', 'Spotify', 'Canva', 'Duolingo', 'Glossier'],
  'CPO/Product Lead': ['Figma', 'Notion', 'Atlassian', 'Spotify', 'Airbnb'],
  'COO/Operations Lead': ['Amazon', 'Uber', 'DoorDash', 'Flexport', 'Deliveroo'],
  'CFO/Finance Lead': ['Goldman Sachs', 'J.P. Morgan', 'Revolut', 'Klarna', 'Deloitte'],
};

/** What a founder in each industry is building. */
export const productIdeas: Record<Industry, string[]> = {
  Technology: [
    'developer tools for small platform teams',
    'a no-code builder for internal tools',
    'API observability for mid-size companies',
    'async collaboration software for remote teams',
  ],
  Finance: [
    'payments infrastructure for marketplaces',
    'a cash-flow copilot for freelancers',
    'embedded lending for small businesses',
    'expense automation for startups',
  ],
  Healthcare: [
    'remote patient monitoring for cardiology clinics',
    'a care-coordination platform for home health',
    'mental health support for shift workers',
    'AI scribing for primary care physicians',
  ],
  Education: [
    'a tutoring marketplace for STEM subjects',
    'skills-based hiring assessments',
    'an adaptive app for adult language learners',
    'grading tools that give teachers their evenings back',
  ],
  'E-commerce': [
    'returns software for online brands',
    'a live shopping app for independent makers',
    'inventory forecasting for direct-to-consumer brands',
    'B2B wholesale ordering for local retailers',
  ],
  'AI/ML': [
    'an AI copilot for sales teams',
    'evaluation tooling for LLM applications',
    'document automation for legal teams',
    'computer vision for factory quality control',
  ],
  Blockchain: [
    'a self-custody wallet for everyday users',
    'on-chain compliance tooling',
    'tokenized real-world assets for small investors',
    'stablecoin payouts for cross-border contractors',
  ],
  CleanTech: [
    'carbon accounting for manufacturers',
    'home energy management software',
    'EV charging software for apartment buildings',
    'analytics for grid-scale batteries',
  ],
};

/** How an industry reads in a sentence. */
export const industryPhrase: Record<Industry, string> = {
  Technology: 'tech',
  Finance: 'finance',
  Healthcare: 'healthcare',
  Education: 'education',
  'E-commerce': 'e-commerce',
  'AI/ML': 'AI and machine learning',
  Blockchain: 'crypto and blockchain',
  CleanTech: 'climate tech',
};

export const traitPhrase: Record<string, string> = {
  Analytical: 'analytical',
  Creative: 'creative',
  Strategic: 'strategic',
  'Detail-oriented': 'detail-oriented',
  Leadership: 'a natural leader',
  'Team Player': 'a team player',
  'Risk-taker': 'a risk-taker',
  'Problem Solver': 'a problem solver',
};

export const motivations = [
  'I have seen the problem up close and the tooling is a decade behind',
  'the first customer interviews have been more encouraging than I expected',
  'I lived this pain in my last job and nobody has solved it properly',
  'a handful of design partners are already using an early prototype',
  'the market is shifting fast and incumbents are slow to react',
];

export const hopes = [
  'wants to own big decisions and ship quickly',
  'cares about customers as much as about the product',
  'is ready to go full-time within the next few months',
  'enjoys the messy zero-to-one phase',
  'wants to build something that lasts, not just raise a round',
];

/** Startup hubs, for the bio's sign-off. */
export const cities = [
  'Berlin',
  'London',
  'Austin',
  'Toronto',
  'Lisbon',
  'Bangalore',
  'Singapore',
  'New York',
  'San Francisco',
  'Amsterdam',
  'Stockholm',
  'Nairobi',
  'São Paulo',
  'Sydney',
  'Paris',
  'Boston',
  'Seattle',
  'Barcelona',
  'Warsaw',
  'Lagos',
];

/** How a looking-for role reads after "I'm looking for". */
export const seekingPhrase: Record<string, string> = {
  'Technical Cofounder': 'a technical co-founder',
  'Business Development': 'a business development lead',
};

export const closings = [
  'Happy to grab a virtual coffee and compare notes.',
  'Reach out if any of this resonates.',
  'Always up for a good whiteboard session.',
  "Let's talk if you're itching to build.",
  'I reply to every message, promise.',
];
