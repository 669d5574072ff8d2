// The toolkit's words, as docs/product.md#toolkit gives them.
import { CANVAS_BLOCK_MAX_LENGTH, CANVAS_TITLE_MAX_LENGTH } from './business-model-canvas';
import {
  PITCH_DECK_BULLET_MAX_LENGTH,
  PITCH_DECK_MAX_BULLETS,
  PITCH_DECK_MAX_SLIDES,
  PITCH_DECK_TITLE_MAX_LENGTH,
} from './pitch-deck';

/** As many founders as an agreement takes, so every split can fill one in. */
export const EQUITY_MAX_FOUNDERS = 8;
export const PROJECTION_MAX_HIRES = 30;

export const toolkitMessages = {
  poolHint: 'Recommended: 10-20% for future key hires',
  poolRange: 'The equity pool must be between 0 and 100%',
  experienceMin: 'Experience must be 0 or more years',
  capitalMin: 'Capital invested must be 0 or more',
  foundersMax: `At most ${EQUITY_MAX_FOUNDERS} founders`,
  foundersMin: 'Keep at least one founder',
  contactSales: 'Contact Sales',
  loadFailed: 'Failed to load your saved work. Please try again.',
  saveFailed: 'Failed to save your work. Please try again.',
  saved: 'Saved',
  projectNotFound: 'Project not found',
  projectsFailed: 'Failed to load your projects',
  vestingFailed: 'Failed to calculate the vesting schedule. Please try again.',
  projectionsFailed: 'Failed to calculate the projections. Please try again.',
  csvFailed: 'Failed to export the projections. Please try again.',
  pptxFailed: 'Failed to create the slide deck. Please try again.',
  noInvestors: 'No partner investors yet',
  noInvestorsHint: 'Investors appear here once the Cofound team adds partner investors.',
  totalSharesRange: 'Total shares must be a whole number from 1 to 1,000,000,000,000',
  durationRange: 'The vesting period must be a whole number of months from 1 to 120',
  cliffRange: 'The cliff must be a whole number of months from 0 to 120',
  cliffAfterEnd: 'The cliff cannot be longer than the vesting period',
  startDateRequired: 'Enter the date vesting starts',
  acceleratedPercentRange: 'The accelerated share must be a whole percentage from 0 to 100',
  amountRange: 'Enter an amount of 0 or more',
  percentRange: 'Enter a percentage from 0 to 100',
  customersRange: 'Enter a number of customers of 0 or more',
  hireRoleRequired: 'Name the role',
  hireRoleTooLong: 'Use at most 80 characters for the role',
  startMonthRange: 'The start month must be a whole number from 1 to 36',
  hiresMax: `At most ${PROJECTION_MAX_HIRES} hires`,
  canvasTitleTooLong: `Use at most ${CANVAS_TITLE_MAX_LENGTH} characters for the title`,
  canvasBlockTooLong: `Use at most ${CANVAS_BLOCK_MAX_LENGTH} characters in a block`,
  deckTitleRequired: 'Give the deck a title',
  deckTitleTooLong: `Use at most ${PITCH_DECK_TITLE_MAX_LENGTH} characters for a title`,
  slideTitleRequired: 'Every slide needs a title',
  slidesMin: 'Keep at least one slide',
  slidesMax: `At most ${PITCH_DECK_MAX_SLIDES} slides`,
  bulletsMax: `At most ${PITCH_DECK_MAX_BULLETS} bullet points per slide`,
  bulletTooLong: `Use at most ${PITCH_DECK_BULLET_MAX_LENGTH} characters in a bullet point`,
} as const;
