import { useState, type FormEvent } from 'react';
import { Lock } from 'lucide-react';
import type { Checkout } from '@cofound/shared/billing/billing.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-error';
import { usePayTestCheckout } from '../api/use-pay-test-checkout';
import {
  cardFormErrors,
  cardPaymentOf,
  emptyCardForm,
  formatCardNumber,
  formatExpiry,
  formErrorsFromServer,
  type CardFormErrors,
  type CardFormValues,
} from '../model/card-form';
import { formatMoney } from '../model/money';

/** The local test checkout's card form: checked here as a card form would, then by the server. */
export function CardForm({ checkout, onPaid }: { checkout: Checkout; onPaid: () => void }) {
  const pay = usePayTestCheckout(checkout.id);
  const [values, setValues] = useState<CardFormValues>(emptyCardForm);
  const [errors, setErrors] = useState<CardFormErrors>({});
  const [failure, setFailure] = useState<string | null>(checkout.lastError);

  const set = (field: keyof CardFormValues, value: string) => {
    setValues((before) => ({ ...before, [field]: value }));
    setErrors((before) => ({ ...before, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = cardFormErrors(values, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    pay.mutate(cardPaymentOf(values), {
      onSuccess: onPaid,
      onError: (error) => {
        if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
          setErrors(formErrorsFromServer(error.fieldErrors));
        }
        setFailure(
          isApiError(error) && error.code !== 'INTERNAL'
            ? error.message
            : 'Your payment could not be processed. Please try again.',
        );
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Card payment">
      <Input label="Email" value={checkout.email} readOnly disabled autoComplete="email" />
      <Input
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={values.number}
        error={errors.number}
        onChange={(event) => set('number', formatCardNumber(event.target.value))}
      />
      <div className="grid grid-cols-2 gap-4">
        <Input
          label="Expiry (MM / YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={values.expiry}
          error={errors.expiry}
          onChange={(event) => set('expiry', formatExpiry(event.target.value))}
        />
        <Input
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={values.cvc}
          error={errors.cvc}
          onChange={(event) => set('cvc', event.target.value.replace(/\D/g, ''))}
        />
      </div>
      <Input
        label="Name on card"
        autoComplete="cc-name"
        value={values.name}
        error={errors.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <Input
        label="ZIP or postal code (optional)"
        autoComplete="postal-code"
        value={values.postalCode}
        maxLength={12}
        onChange={(event) => set('postalCode', event.target.value)}
      />
      {failure && <Alert>{failure}</Alert>}
      <Button type="submit" className="w-full" size="lg" loading={pay.isPending}>
        <Lock aria-hidden="true" className="size-4" />
        {pay.isPending ? 'Processing…' : `Pay ${formatMoney(checkout.amountCents)} and subscribe`}
      </Button>
    </form>
  );
}
