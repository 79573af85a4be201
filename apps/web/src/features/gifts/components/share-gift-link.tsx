import { useTranslation } from 'react-i18next';
import { ShareLink } from '#components/ui/share-link.tsx';
import '#locales/gifts.ts';
import { giftUrl } from '../utils/gift-link.ts';

type ShareGiftLinkProps = {
  giftId: string;
  /** Names the buttons when several links share a page, e.g. "Copy the link to 3 months". */
  label: string;
};

/** A waiting certificate's link, read-only, with Copy and (where the device can) Share. */
export function ShareGiftLink({ giftId, label }: ShareGiftLinkProps) {
  const { t } = useTranslation('gifts');
  return (
    <ShareLink
      id={`gift-link-${giftId}`}
      url={giftUrl(giftId)}
      text={{
        linkLabel: t('share.linkLabel', { gift: label }),
        copyLabel: t('share.copyLabel', { gift: label }),
        shareLabel: t('share.shareLabel', { gift: label }),
        copiedText: t('share.copiedText'),
        title: t('share.title'),
        text: t('share.text'),
      }}
    />
  );
}
