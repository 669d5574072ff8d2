import { useEffect, useRef } from 'react';
import type { QuizQuestion } from '@cofound/shared/personality-test/quiz';
import { cn } from '../../../lib/cn';

type QuizStepProps = {
  question: QuizQuestion;
  /** The option chosen before, when the member came back to this question. */
  chosen: string | undefined;
  onAnswer: (optionId: string) => void;
  disabled: boolean;
};

/** One question and its four answers; choosing one moves the test on. */
export function QuizStep({ question, chosen, onAnswer, disabled }: QuizStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A new question takes the focus, so keyboard and screen reader users start from its text.
  useEffect(() => heading.current?.focus(), [question.id]);

  return (
    <section aria-labelledby={`quiz-${question.id}`} className="space-y-4">
      <h2
        id={`quiz-${question.id}`}
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 outline-none sm:text-2xl"
      >
        {question.text}
      </h2>
      <ul className="grid gap-3">
        {question.options.map((option) => (
          <li key={option.id}>
            <button
              type="button"
              disabled={disabled}
              aria-pressed={chosen === option.id}
              onClick={() => onAnswer(option.id)}
              className={cn(
                'w-full rounded-xl border px-4 py-3 text-left text-base font-medium transition',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                'disabled:cursor-not-allowed disabled:opacity-60',
                chosen === option.id
                  ? 'border-brand-600 bg-brand-50 text-brand-900'
                  : 'border-slate-200 bg-white text-slate-800 hover:border-brand-300 hover:bg-slate-50',
              )}
            >
              {option.text}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
