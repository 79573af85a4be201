import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from 'lucide-react';
import type { BuyBody, BuyResult, PaymentSettings, Plan, Purchase } from '@duet/contracts';
import { endpointUrl, endpoints } from '@duet/contracts/plain';
import { Button, ButtonAnchor } from '#components/ui/button.tsx';
import { ApiError } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import '#locales/premium.ts';
import { buyPlan } from '../api/buy-plan.ts';
import { getPlans } from '../api/get-plans.ts';
import { getPurchase } from '../api/get-purchase.ts';
import { formatRubles } from '../utils/format.ts';
import './subscriptions.css';

const TEST_BUYER: BuyBody = { kind: 'own', name: 'Test', email: 'test@example.com', phone: '' };

/** What a step answered: the JSON, or the error body. */
type Outcome<Value> = { ok: true; value: Value } | { ok: false; error: unknown };

async function attempt<Value>(run: () => Promise<Value>): Promise<Outcome<Value>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, error };
  }
}

function toJson(outcome: Outcome<unknown>): string {
  if (outcome.ok) return JSON.stringify(outcome.value, null, 2);
  const { error } = outcome;
  const body =
    error instanceof ApiError
      ? { status: error.status, code: error.code, detail: error.detail, ...error.fields }
      : { error: String(error) };
  return JSON.stringify(body, null, 2);
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="profile-card payment-test__step">
      <h2 className="payment-test__title">{title}</h2>
      {children}
    </li>
  );
}

function Json({ label, outcome }: { label: string; outcome: Outcome<unknown> | string }) {
  return (
    <figure className="payment-test__json">
      <figcaption>{label}</figcaption>
      <pre tabIndex={0}>{typeof outcome === 'string' ? outcome : toJson(outcome)}</pre>
    </figure>
  );
}

function cheapestOf(plans: Plan[]): Plan | undefined {
  return plans.reduce<Plan | undefined>(
    (best, plan) => (!best || plan.amount < best.amount ? plan : best),
    undefined,
  );
}

/** `/test-tinkoff/`: loads the plans, buys the cheapest, opens its payment page and checks the result. */
export function PaymentTestRunner({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation('premium');
  const locale = useLocale();
  const [plans, setPlans] = useState<Outcome<Plan[]> | null>(null);
  const [bought, setBought] = useState<Outcome<BuyResult> | null>(null);
  const [purchase, setPurchase] = useState<Outcome<Purchase> | null>(null);
  const [busy, setBusy] = useState<'plans' | 'buy' | 'check' | null>(null);

  const cheapest = plans?.ok ? cheapestOf(plans.value) : undefined;
  const purchaseId = bought?.ok ? bought.value.id : null;

  async function run<Value>(
    step: NonNullable<typeof busy>,
    call: () => Promise<Value>,
    store: (outcome: Outcome<Value>) => void,
  ) {
    setBusy(step);
    store(await attempt(call));
    setBusy(null);
  }

  return (
    <>
      <p className="payment-test__mode">{t('test.mode', { mode: t(`test.modes.${settings.mode}`) })}</p>
      <ol className="payment-test">
        <Step title={t('test.step1')}>
          <Button
            onClick={() => void run('plans', () => getPlans(locale), setPlans)}
            disabled={busy !== null}
          >
            {t('test.loadPlans')}
          </Button>
          {cheapest && (
            <p>{t('test.cheapest', { title: cheapest.title, price: formatRubles(cheapest.amount) })}</p>
          )}
          {plans && <Json label={t('test.response')} outcome={plans} />}
        </Step>
        <Step title={t('test.step2')}>
          <Button
            onClick={() =>
              cheapest &&
              void run('buy', () => buyPlan(locale, { planId: cheapest.id, buyer: TEST_BUYER }), setBought)
            }
            disabled={!cheapest || busy !== null}
          >
            {t('test.buy')}
          </Button>
          {cheapest && (
            <Json
              label={t('test.request')}
              outcome={`${endpoints.buyPlan.method} ${endpointUrl(endpoints.buyPlan, { planId: cheapest.id })}\n${JSON.stringify(TEST_BUYER, null, 2)}`}
            />
          )}
          {bought && <Json label={t('test.response')} outcome={bought} />}
        </Step>
        <Step title={t('test.step3')}>
          {bought?.ok ? (
            <ButtonAnchor
              variant="secondary"
              href={bought.value.payment_url}
              target="_blank"
              rel="noreferrer"
            >
              <ExternalLink aria-hidden="true" />
              {t('test.openPayment')}
            </ButtonAnchor>
          ) : (
            <Button variant="secondary" disabled>
              {t('test.openPayment')}
            </Button>
          )}
        </Step>
        <Step title={t('test.step4')}>
          <Button
            onClick={() =>
              purchaseId && void run('check', () => getPurchase(locale, purchaseId), setPurchase)
            }
            disabled={!purchaseId || busy !== null}
          >
            {t('test.check')}
          </Button>
          {purchase && <Json label={t('test.response')} outcome={purchase} />}
        </Step>
      </ol>
    </>
  );
}
