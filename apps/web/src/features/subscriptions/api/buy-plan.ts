import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyBody, BuyResult, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { track } from '#lib/analytics.ts';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { getPlansQueryOptions } from './get-plans.ts';

export type BuyPlanInput = { planId: number; buyer: BuyBody };

/** Starts a purchase; the answer says where to pay, or that the deal of the day makes it free. */
export function buyPlan(locale: Locale, { planId, buyer }: BuyPlanInput): Promise<BuyResult> {
  return api(endpoints.buyPlan, { locale, params: { planId }, body: buyer });
}

export function useBuyPlan() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BuyPlanInput) => buyPlan(locale, input),
    onSuccess: (_result, { planId, buyer }) => {
      // The plans list the buyer chose from is in the cache; its slug names the plan in analytics.
      const plans = queryClient.getQueryData(getPlansQueryOptions(locale).queryKey);
      const plan = plans?.find((candidate) => candidate.id === planId)?.slug ?? String(planId);
      track('purchase_started', { plan, kind: buyer.kind });
    },
  });
}
