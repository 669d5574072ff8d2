import { useEffect, useState } from 'react';
import { ArrowDown, ArrowUp, Download, Plus, Trash2 } from 'lucide-react';
import {
  PITCH_DECK_BULLET_MAX_LENGTH,
  PITCH_DECK_MAX_BULLETS,
  PITCH_DECK_MAX_SLIDES,
  PITCH_DECK_TITLE_MAX_LENGTH,
} from '@cofound/shared/toolkit/pitch-deck';
import { toolkitMessages } from '@cofound/shared/toolkit/toolkit.messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toaster';
import { useSaveWork } from '../api/use-save-work';
import type { ToolkitDocument } from '../api/use-toolkit-document';
import { useDownloadPitchDeck } from '../api/use-toolkit-downloads';
import {
  deckFormOf,
  newBulletRow,
  newSlideRow,
  parseDeckForm,
  type DeckForm,
  type SlideRow,
} from '../model/pitch-deck-form';
import { toolkitFailure } from '../model/toolkit-failure';
import { SaveButton } from './save-button';

type SlideEditorProps = {
  slide: SlideRow;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (slide: SlideRow) => void;
  onMove: (offset: -1 | 1, button: 'up' | 'down') => void;
  onRemove: () => void;
};

function SlideEditor({
  slide,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: SlideEditorProps) {
  const name = `slide ${index + 1}${slide.title.trim() ? ` (${slide.title.trim()})` : ''}`;
  const headingId = `slide-${slide.key}-heading`;
  const setBullet = (key: number, text: string) =>
    onChange({
      ...slide,
      bullets: slide.bullets.map((bullet) => (bullet.key === key ? { ...bullet, text } : bullet)),
    });
  return (
    <li aria-labelledby={headingId}>
      <Card padding="compact" className="space-y-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            Slide {index + 1}
          </h3>
          <div className="flex gap-1">
            <Button
              id={`slide-${slide.key}-up`}
              variant="ghost"
              size="sm"
              disabled={index === 0}
              aria-label={`Move ${name} up`}
              onClick={() => onMove(-1, 'up')}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </Button>
            <Button
              id={`slide-${slide.key}-down`}
              variant="ghost"
              size="sm"
              disabled={index === count - 1}
              aria-label={`Move ${name} down`}
              onClick={() => onMove(1, 'down')}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={count === 1}
              aria-label={`Remove ${name}`}
              onClick={onRemove}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </div>
        <Input
          label="Slide title"
          value={slide.title}
          maxLength={PITCH_DECK_TITLE_MAX_LENGTH}
          error={errors[`slides.${index}.title`]}
          onChange={(event) => onChange({ ...slide, title: event.target.value })}
        />
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">Bullet points</legend>
          {slide.bullets.length === 0 && (
            <p className="text-sm text-slate-600">No bullet points: the slide shows its title.</p>
          )}
          <ul className="space-y-2">
            {slide.bullets.map((bullet, bulletIndex) => (
              <li key={bullet.key} className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <label htmlFor={`bullet-${bullet.key}`} className="sr-only">
                    {`Bullet point ${bulletIndex + 1} of slide ${index + 1}`}
                  </label>
                  <input
                    id={`bullet-${bullet.key}`}
                    value={bullet.text}
                    maxLength={PITCH_DECK_BULLET_MAX_LENGTH}
                    onChange={(event) => setBullet(bullet.key, event.target.value)}
                    className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600 sm:text-sm"
                  />
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove bullet point ${bulletIndex + 1} of slide ${index + 1}`}
                  onClick={() =>
                    onChange({
                      ...slide,
                      bullets: slide.bullets.filter((one) => one.key !== bullet.key),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
          {errors[`slides.${index}.bullets`] && (
            <p className="text-sm font-medium text-red-700">{errors[`slides.${index}.bullets`]}</p>
          )}
          <Button
            variant="ghost"
            size="sm"
            disabled={slide.bullets.length >= PITCH_DECK_MAX_BULLETS}
            aria-label={`Add a bullet point to slide ${index + 1}`}
            onClick={() => onChange({ ...slide, bullets: [...slide.bullets, newBulletRow('')] })}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add bullet point
          </Button>
        </fieldset>
      </Card>
    </li>
  );
}

/** The pitch deck builder: an outline of slides, saved, and downloaded as a PowerPoint deck. */
export function PitchDeckEditor({
  document,
  projectId,
}: {
  document: ToolkitDocument<'pitch-deck'>;
  projectId: string | null;
}) {
  const [form, setForm] = useState<DeckForm>(() => deckFormOf(document.content));
  const [showErrors, setShowErrors] = useState(false);
  const [focus, setFocus] = useState<string | null>(null);
  const { values, errors } = parseDeckForm(form);
  const shownErrors = showErrors ? errors : {};
  const { save, saving } = useSaveWork('pitch-deck', projectId);
  const download = useDownloadPitchDeck();

  // A moved slide keeps the focus on the button that moved it.
  useEffect(() => {
    if (!focus) return;
    window.document.getElementById(focus)?.focus();
    setFocus(null);
  }, [focus]);

  const setSlides = (slides: SlideRow[]) => setForm((current) => ({ ...current, slides }));
  const move = (index: number, offset: -1 | 1, button: 'up' | 'down') => {
    const slides = [...form.slides];
    const [slide] = slides.splice(index, 1);
    slides.splice(index + offset, 0, slide!);
    setSlides(slides);
    const target = index + offset;
    const edge =
      (button === 'up' && target === 0) || (button === 'down' && target === slides.length - 1);
    setFocus(`slide-${slide!.key}-${edge ? (button === 'up' ? 'down' : 'up') : button}`);
  };

  const whenValid = (run: (deck: NonNullable<typeof values>) => void) => {
    setShowErrors(true);
    if (values) run(values);
  };

  return (
    <div className="space-y-6">
      <Card className="space-y-4 sm:p-6">
        <div className="max-w-md">
          <Input
            label="Deck title"
            hint="It opens the deck."
            placeholder="Your company's name"
            value={form.deckTitle}
            maxLength={PITCH_DECK_TITLE_MAX_LENGTH}
            error={shownErrors.deckTitle}
            onChange={(event) =>
              setForm((current) => ({ ...current, deckTitle: event.target.value }))
            }
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SaveButton
            onSave={() => whenValid(save)}
            saving={saving}
            updatedAt={document.updatedAt}
          />
          <Button
            variant="secondary"
            loading={download.isPending}
            onClick={() =>
              whenValid((deck) =>
                download.mutate(deck, {
                  onError: (error) =>
                    toast.error(toolkitFailure(error, toolkitMessages.pptxFailed)),
                }),
              )
            }
          >
            {!download.isPending && <Download aria-hidden="true" className="size-4" />}
            Download PowerPoint
          </Button>
        </div>
        {showErrors && !values && <Alert>Correct the highlighted fields, then try again.</Alert>}
      </Card>

      <section aria-labelledby="slides-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="slides-heading" className="text-xl font-semibold text-slate-900">
            Slides{' '}
            <span className="text-base font-normal text-slate-600">({form.slides.length})</span>
          </h2>
          <Button
            variant="secondary"
            size="sm"
            disabled={form.slides.length >= PITCH_DECK_MAX_SLIDES}
            onClick={() => setSlides([...form.slides, newSlideRow('', [])])}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add slide
          </Button>
        </div>
        {shownErrors.slides && (
          <p className="text-sm font-medium text-red-700">{shownErrors.slides}</p>
        )}
        <ol className="grid gap-4 lg:grid-cols-2" aria-labelledby="slides-heading">
          {form.slides.map((slide, index) => (
            <SlideEditor
              key={slide.key}
              slide={slide}
              index={index}
              count={form.slides.length}
              errors={shownErrors}
              onChange={(changed) =>
                setSlides(form.slides.map((one) => (one.key === slide.key ? changed : one)))
              }
              onMove={(offset, button) => move(index, offset, button)}
              onRemove={() => setSlides(form.slides.filter((one) => one.key !== slide.key))}
            />
          ))}
        </ol>
      </section>
    </div>
  );
}
