import { useTranslation } from 'react-i18next';
import { CreditCard, Crown, Gift, PartyPopper, type LucideIcon } from 'lucide-react';
import { ComingSoon } from '#components/ui/coming-soon.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import type { SoonPageId } from '../pages.ts';

const ICONS: Record<SoonPageId, LucideIcon> = {
  gift: Gift,
  giftCert: Gift,
  paymentSuccess: PartyPopper,
  plans: Crown,
  testTinkoff: CreditCard,
};

/** A page whose feature ships later: names what will be here, in both languages. */
export function ComingSoonPage({ page }: { page: SoonPageId }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`pages.${page}`));
  const Icon = ICONS[page];
  return <ComingSoon icon={<Icon />} title={t(`soon.${page}.title`)} text={t(`soon.${page}.text`)} />;
}
