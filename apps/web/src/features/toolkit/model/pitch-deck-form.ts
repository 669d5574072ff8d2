import { defaultPitchDeck, type PitchDeck } from '@cofound/shared/toolkit/pitch-deck';
import { pitchDeckSchema, type PitchDeckValues } from '@cofound/shared/toolkit/toolkit.schemas';
import { fieldErrorsOf } from './form-values';

export type BulletRow = { key: number; text: string };
export type SlideRow = { key: number; title: string; bullets: BulletRow[] };
/** The outline as edited: each slide and bullet with a key that survives moves and removals. */
export type DeckForm = { deckTitle: string; slides: SlideRow[] };

let nextKey = 1;
const key = () => (nextKey += 1);

export const newBulletRow = (text: string): BulletRow => ({ key: key(), text });

export const newSlideRow = (title: string, bullets: string[]): SlideRow => ({
  key: key(),
  title,
  bullets: bullets.map(newBulletRow),
});

/** The saved outline, or the usual one to start from. */
export function deckFormOf(deck: PitchDeck | null): DeckForm {
  const start = deck ?? defaultPitchDeck();
  return {
    deckTitle: start.deckTitle,
    slides: start.slides.map((slide) => newSlideRow(slide.title, slide.bullets)),
  };
}

/** The outline without empty bullet points when it is valid, else each field's message. */
export function parseDeckForm(form: DeckForm): {
  values: PitchDeckValues | null;
  errors: Record<string, string>;
} {
  const parsed = pitchDeckSchema.safeParse({
    deckTitle: form.deckTitle,
    slides: form.slides.map((slide) => ({
      title: slide.title,
      bullets: slide.bullets.map((bullet) => bullet.text.trim()).filter(Boolean),
    })),
  });
  return parsed.success
    ? { values: parsed.data, errors: {} }
    : { values: null, errors: fieldErrorsOf(parsed.error) };
}
