import { useTranslation } from 'react-i18next';
import { Copy, Share2 } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { showErrorToast, showSuccessToast } from '#lib/toast.ts';
import '#locales/gifts.ts';
import { giftUrl } from '../utils/gift-link.ts';
import './gifts.css';

type ShareGiftLinkProps = {
  giftId: string;
  /** Names the buttons when several links share a page, e.g. "Copy the link to 3 months". */
  label: string;
};

/** A waiting certificate's link, read-only, with Copy and (where the device can) Share. */
export function ShareGiftLink({ giftId, label }: ShareGiftLinkProps) {
  const { t } = useTranslation('gifts');
  const url = giftUrl(giftId);
  const inputId = `gift-link-${giftId}`;
  const canShare = typeof navigator.share === 'function';

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(url);
      showSuccessToast(t('share.copied'), t('share.copiedText'));
    } catch {
      showErrorToast(t('share.copyFailed'), t('share.copyFailedText'));
    }
  }

  async function onShare() {
    try {
      await navigator.share({ title: t('share.title'), text: t('share.text'), url });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      showErrorToast(t('share.shareFailed'));
    }
  }

  return (
    <div className="gift-link">
      <label htmlFor={inputId} className="sr-only">
        {t('share.linkLabel', { gift: label })}
      </label>
      <input
        id={inputId}
        className="gift-link__url"
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="gift-link__actions">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void onCopy()}
          aria-label={t('share.copyLabel', { gift: label })}
        >
          <Copy aria-hidden="true" />
          {t('share.copy')}
        </Button>
        {canShare && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void onShare()}
            aria-label={t('share.shareLabel', { gift: label })}
          >
            <Share2 aria-hidden="true" />
            {t('share.share')}
          </Button>
        )}
      </div>
    </div>
  );
}
