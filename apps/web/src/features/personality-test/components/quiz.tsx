import { useState } from 'react';
import { personalityTestMessages as m } from '@cofound/shared/personality-test/personality-test.schemas';
import { quizQuestions } from '@cofound/shared/personality-test/quiz';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { failureMessage } from '../../../lib/api-error';
import { useSubmitQuiz } from '../api/use-submit-quiz';
import { QuizStep } from './quiz-step';

/** The four questions, one at a time; the last answer sends them all to be scored. */
export function Quiz({ onCancel, onDone }: { onCancel?: () => void; onDone: () => void }) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const submit = useSubmitQuiz();
  const question = quizQuestions[step]!;
  const total = quizQuestions.length;

  function send(chosen: Record<string, string>) {
    submit.mutate(chosen, { onSuccess: onDone });
  }

  function answer(optionId: string) {
    const next = { ...answers, [question.id]: optionId };
    setAnswers(next);
    if (step + 1 < total) setStep(step + 1);
    else send(next);
  }

  return (
    <Card className="mx-auto max-w-2xl space-y-6">
      <div className="space-y-2">
        <p className="text-sm font-semibold text-slate-600">
          Question {step + 1} of {total}
        </p>
        <ProgressBar
          label="Test progress"
          value={((step + (submit.isPending || submit.isSuccess ? 1 : 0)) / total) * 100}
          valueText={`Question ${step + 1} of ${total}`}
        />
      </div>
      <QuizStep
        question={question}
        chosen={answers[question.id]}
        onAnswer={answer}
        disabled={submit.isPending}
      />
      {submit.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" /> Working out your founder type…
        </p>
      )}
      {submit.isError && (
        <Alert>
          <p>{failureMessage(submit.error, m.saveFailed)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => send(answers)}>
            Try again
          </Button>
        </Alert>
      )}
      <div className="flex justify-between gap-2">
        <Button
          variant="ghost"
          disabled={step === 0 || submit.isPending}
          onClick={() => setStep(step - 1)}
        >
          Back
        </Button>
        {onCancel && (
          <Button variant="ghost" disabled={submit.isPending} onClick={onCancel}>
            Keep my result
          </Button>
        )}
      </div>
    </Card>
  );
}
