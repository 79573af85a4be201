import { useId, useState, type FormEvent } from 'react';
import { bestValuePlan } from '../utils/plan-value.ts';
import { useTranslation } from 'react-i18next';
import { CreditCard } from 'lucide-react';
import type { LastBuyer, Plan, PurchaseKind } from '@duet/contracts';
import { Button } from '#components/ui/button.tsx';
import { FormAlert, TextField } from '#components/ui/field.tsx';
import { MaskedTextField } from '#components/ui/masked-text-field.tsx';
import { ApiError } from '#lib/api-client.ts';
import { errorText } from '#lib/error-text.ts';
import { PHONE_MASK } from '#lib/mask.ts';
import { useLastBuyer } from '../api/get-last-buyer.ts';
import { usePurchaseFlow } from '../hooks/use-purchase-flow.ts';
import { formatRubles } from '../utils/format.ts';
import { PURCHASE_ERROR_TEXTS } from '../utils/purchase-error.ts';
import {
  serverBuyerErrors,
  validateBuyer,
  type BuyerDraft,
  type BuyerErrors,
  type BuyerField,
} from '../utils/validate-buyer.ts';
import { KindOptions } from './kind-options.tsx';
import { PlanOptions } from './plan-options.tsx';
import { PromoDialog } from './promo-dialog.tsx';
import './subscriptions.css';

const FIELDS: BuyerField[] = ['name', 'email', 'phone'];

/** A stored contact as the form holds it: a phone only when the +7 mask can show it. */
function draftFrom(buyer: NonNullable<LastBuyer>): BuyerDraft {
  const phone = buyer.phone && /^\+7\d{10}$/.test(buyer.phone) ? buyer.phone : '';
  return { name: buyer.name, email: buyer.email ?? '', phone };
}

type PurchaseFormProps = { plans: Plan[]; initialKind: PurchaseKind };

/** Plan, for whom, and the buyer for the receipt; then off to pay (or the deal of the day). */
export function PurchaseForm({ plans, initialKind }: PurchaseFormProps) {
  const { t } = useTranslation(['premium', 'common']);
  const formId = useId();
  const [planId, setPlanId] = useState<number | null>(bestValuePlan(plans)?.id ?? null);
  const [kind, setKind] = useState<PurchaseKind>(initialKind);
  const [draft, setDraft] = useState<BuyerDraft>({ name: '', email: '', phone: '' });
  // A second purchase starts from the first one's contact, unless something was typed already.
  const lastBuyer = useLastBuyer();
  const [isPrefilled, setIsPrefilled] = useState(false);
  if (!isPrefilled && lastBuyer.data !== undefined) {
    setIsPrefilled(true);
    if (lastBuyer.data && !draft.name && !draft.email && !draft.phone) setDraft(draftFrom(lastBuyer.data));
  }
  const [errors, setErrors] = useState<BuyerErrors>({});
  const flow = usePurchaseFlow();
  const plan = plans.find((candidate) => candidate.id === planId);
  const isBusy = flow.buy.isPending || (flow.buy.isSuccess && !flow.buy.data.promo_free_membership);

  const fieldId = (field: BuyerField) => `${formId}-${field}`;

  function onFieldChange(field: BuyerField, value: string) {
    setDraft((previous) => ({ ...previous, [field]: value }));
    // A contact typed in either field answers "e-mail or phone".
    const cleared: BuyerField[] =
      field === 'phone' && errors.email === 'contactRequired' ? ['email', 'phone'] : [field];
    setErrors((previous) => {
      const next = { ...previous };
      for (const key of cleared) delete next[key];
      return next;
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!plan) return;
    if (!showErrors(validateBuyer(draft))) return;
    const buyer = { kind, name: draft.name.trim(), email: draft.email.trim(), phone: draft.phone };
    flow.start(plan.id, buyer, (error) => {
      if (error instanceof ApiError) showErrors(serverBuyerErrors(error));
    });
  }

  /** Shows the errors and moves focus to the first field with one; true when there are none. */
  function showErrors(found: BuyerErrors): boolean {
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
    return firstInvalid === undefined;
  }

  const buyError = flow.buy.error;
  const hasServerFieldErrors =
    buyError instanceof ApiError && Object.keys(serverBuyerErrors(buyError)).length > 0;
  const fieldErrorText = (field: BuyerField) => {
    const key = errors[field];
    return key ? t(`validation.${key}`) : null;
  };

  return (
    <form className="purchase-form" onSubmit={onSubmit} noValidate>
      <PlanOptions plans={plans} value={planId} onChange={setPlanId} />
      <KindOptions value={kind} onChange={setKind} />
      <fieldset className="purchase-form__buyer">
        <legend className="premium-choice__legend">{t('buyer.title')}</legend>
        <TextField
          id={fieldId('name')}
          label={t('buyer.name')}
          value={draft.name}
          onChange={(event) => onFieldChange('name', event.target.value)}
          error={fieldErrorText('name')}
          autoComplete="name"
          maxLength={100}
          required
        />
        <TextField
          id={fieldId('email')}
          label={t('buyer.email')}
          type="email"
          inputMode="email"
          value={draft.email}
          onChange={(event) => onFieldChange('email', event.target.value)}
          error={fieldErrorText('email')}
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <MaskedTextField
          id={fieldId('phone')}
          label={t('buyer.phone')}
          mask={PHONE_MASK}
          value={draft.phone}
          onValueChange={(value) => onFieldChange('phone', value)}
          error={fieldErrorText('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+7 (___) ___-__-__"
          hint={t('buyer.receiptHint')}
        />
      </fieldset>
      {buyError && !hasServerFieldErrors && (
        <FormAlert>{errorText(buyError, PURCHASE_ERROR_TEXTS)}</FormAlert>
      )}
      <Button type="submit" className="purchase-form__submit" disabled={!plan || isBusy}>
        <CreditCard aria-hidden="true" />
        {isBusy ? t('buyer.submitting') : t('buyer.submit', { price: plan ? formatRubles(plan.amount) : '' })}
      </Button>
      <PromoDialog
        open={flow.isPromoOpen}
        onClose={flow.closePromo}
        onConfirm={flow.confirmPromo}
        isPending={flow.fakePay.isPending}
        error={flow.fakePay.error}
      />
    </form>
  );
}
