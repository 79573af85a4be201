import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { BuyBody } from '@duet/contracts';
import { useLocalizedPath } from '#lib/locale.ts';
import { useBuyPlan } from '../api/buy-plan.ts';
import { useFakePay } from '../api/fake-pay.ts';
import { goToPayment } from '../utils/go-to-payment.ts';

/** Where the buyer lands after paying; the acquirer and the sandbox return here too. */
export function paymentSuccessPath(purchaseId: string): string {
  return `/profile/payment-success/?purchase=${encodeURIComponent(purchaseId)}`;
}

/**
 * Buying: the server either hands out a payment page, or (deal of the day) a promo purchase the
 * buyer confirms in a popup, which marks it paid without any payment.
 */
export function usePurchaseFlow() {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const buy = useBuyPlan();
  const fakePay = useFakePay();
  const [promoPurchaseId, setPromoPurchaseId] = useState<string | null>(null);

  function start(planId: number, buyer: BuyBody, onError?: (error: Error) => void) {
    buy.mutate(
      { planId, buyer },
      {
        onSuccess: (result) => {
          if (result.promo_free_membership) setPromoPurchaseId(result.id);
          else goToPayment(result.payment_url);
        },
        onError,
      },
    );
  }

  function confirmPromo() {
    if (!promoPurchaseId) return;
    fakePay.mutate(promoPurchaseId, {
      onSuccess: (purchase) => void navigate(localize(paymentSuccessPath(purchase.id))),
    });
  }

  function closePromo() {
    setPromoPurchaseId(null);
    fakePay.reset();
  }

  return { buy, fakePay, start, isPromoOpen: promoPurchaseId !== null, confirmPromo, closePromo };
}
