import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockKeyhole } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { IconBubble } from '#components/ui/icon-bubble.tsx';

// Radix and the dialog copy load only when someone asks how Duet works.
const HowItWorksDialog = lazy(() =>
  import('./how-it-works-dialog.tsx').then((module) => ({ default: module.HowItWorksDialog })),
);

/** A visitor's note that liking and matching come with an account, and the way in. */
export function FeedBanner({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation(['fantasies', 'common']);
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);

  function onOpen() {
    setWasOpened(true);
    setIsOpen(true);
  }

  return (
    <div className="feed-banner">
      <IconBubble className="feed-banner__icon">
        <LockKeyhole />
      </IconBubble>
      <div className="feed-banner__body">
        <p className="feed-banner__title">{t('feed.banner.title')}</p>
        <p className="feed-banner__text">{t('feed.banner.text')}</p>
      </div>
      <div className="feed-banner__actions">
        <Button size="sm" className="feed-banner__action" aria-haspopup="dialog" onClick={onSignIn}>
          {t('common:nav.signInToLike')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          className="feed-banner__action"
          onClick={onOpen}
          aria-haspopup="dialog"
        >
          {t('feed.banner.link')}
        </Button>
      </div>
      {wasOpened && (
        <Suspense fallback={null}>
          <HowItWorksDialog open={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      )}
    </div>
  );
}
