// The pitch deck outline (docs/product.md#pitch-deck): slides with a title and bullet points,
// starting from the outline investors expect.

export const PITCH_DECK_MAX_SLIDES = 20;
export const PITCH_DECK_MAX_BULLETS = 8;
export const PITCH_DECK_TITLE_MAX_LENGTH = 100;
export const PITCH_DECK_BULLET_MAX_LENGTH = 200;

export type PitchSlide = { title: string; bullets: string[] };
export type PitchDeck = { deckTitle: string; slides: PitchSlide[] };

/**
 * Eleven slides in the usual order. The bullets are prompts for the founder to replace with
 * their own words; the deck's title (the company's name) is theirs to give.
 */
export function defaultPitchDeck(): PitchDeck {
  return {
    deckTitle: '',
    slides: [
      { title: 'Title', bullets: ['Your company in one sentence', 'Presenter name and contact'] },
      {
        title: 'Problem',
        bullets: ['Who has the problem', 'How they solve it today', 'What it costs them'],
      },
      {
        title: 'Solution',
        bullets: ['What you built and how it solves the problem', 'Why now'],
      },
      {
        title: 'Market',
        bullets: ['Total, serviceable and obtainable market', 'How you sized it'],
      },
      { title: 'Product', bullets: ['How it works, in three steps', 'Screenshots or a demo'] },
      {
        title: 'Business Model',
        bullets: ['How you make money', 'Pricing and unit economics'],
      },
      {
        title: 'Traction',
        bullets: ['Customers, revenue or pilots so far', 'Growth month over month'],
      },
      {
        title: 'Competition',
        bullets: ['What customers use instead', 'Why you win'],
      },
      {
        title: 'Team',
        bullets: ['Founders and what each one brings', 'Key hires and advisors'],
      },
      {
        title: 'Financials',
        bullets: ['Three-year revenue and cost projection', 'The assumptions behind it'],
      },
      {
        title: 'The Ask',
        bullets: ['How much you are raising', 'The milestones the money reaches'],
      },
    ],
  };
}
