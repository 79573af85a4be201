import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SignInPrompt } from '#app/auth/sign-in-prompt.tsx';
import { ShareGiftLink } from '#features/gifts/components/share-gift-link.tsx';
import { PurchaseResult, type RenderGiftLink } from '#features/subscriptions/components/purchase-result.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useSession } from '#lib/session.ts';
import '#locales/premium.ts';

const renderGiftLink: RenderGiftLink = (gift, label) => <ShareGiftLink giftId={gift.id} label={label} />;

/** `/profile/payment-success/?purchase={id}`: where the payment page sends the buyer back. */
export function PaymentSuccessPage() {
  const { t } = useTranslation(['premium', 'common']);
  const { isAuthorized } = useSession();
  const [searchParams] = useSearchParams();
  useDocumentTitle(t('common:pages.paymentSuccess'));

  if (!isAuthorized) {
    return (
      <>
        <h1 className="sr-only">{t('common:pages.paymentSuccess')}</h1>
        <SignInPrompt
          title={t('success.signInTitle')}
          text={t('success.signInText')}
          action={t('success.signInAction')}
        />
      </>
    );
  }
  return <PurchaseResult purchaseId={searchParams.get('purchase') ?? ''} renderGiftLink={renderGiftLink} />;
}
