import { useTranslation } from 'react-i18next';
import { Copy, Share2 } from 'lucide-react';
import { showErrorToast, showSuccessToast } from '#lib/toast.ts';
import { Button } from './button.tsx';
import './boxed-control.css';
import './share-link.css';

export type ShareLinkText = {
  /** Names the read-only field, e.g. "Gift link: 3 months". */
  linkLabel: string;
  copyLabel: string;
  shareLabel: string;
  /** The copied toast's second line: what to do with the link now. */
  copiedText: string;
  /** What the system share sheet sends along with the link. */
  title: string;
  text: string;
};

type ShareLinkProps = { id: string; url: string; text: ShareLinkText };

/** A link, read-only, with Copy and, where the device has a share sheet, Share. */
export function ShareLink({ id, url, text }: ShareLinkProps) {
  const { t } = useTranslation('common');
  const canShare = typeof navigator.share === 'function';

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(url);
      showSuccessToast(t('share.copied'), text.copiedText);
    } catch {
      showErrorToast(t('share.copyFailed'), t('share.copyFailedText'));
    }
  }

  async function onShare() {
    try {
      await navigator.share({ title: text.title, text: text.text, url });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      showErrorToast(t('share.shareFailed'));
    }
  }

  return (
    <div className="share-link">
      <label htmlFor={id} className="sr-only">
        {text.linkLabel}
      </label>
      <input
        id={id}
        className="share-link__url boxed-control"
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="share-link__actions">
        <Button size="sm" variant="secondary" onClick={() => void onCopy()} aria-label={text.copyLabel}>
          <Copy aria-hidden="true" />
          {t('share.copy')}
        </Button>
        {canShare && (
          <Button size="sm" variant="secondary" onClick={() => void onShare()} aria-label={text.shareLabel}>
            <Share2 aria-hidden="true" />
            {t('share.share')}
          </Button>
        )}
      </div>
    </div>
  );
}
