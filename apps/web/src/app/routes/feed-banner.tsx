import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockKeyhole } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { useSession } from '#lib/session.ts';

// Radix and the dialog copy load only when someone asks how Duet works.
const HowItWorksDialog = lazy(() =>
  import('./how-it-works-dialog.tsx').then((module) => ({ default: module.HowItWorksDialog })),
);
// The sign-in panel and its copy load when a visitor asks for it.
const NeedLoginDialog = lazy(() =>
  import('../auth/need-login-dialog.tsx').then((module) => ({ default: module.NeedLoginDialog })),
);

/**
 * A visitor's way in from the feed: the need-login popup (spec §2). The popup outlives the button,
 * which goes as soon as the visitor is signed in, while the account-creation step may still follow.
 */
function SignInToLike() {
  const { t } = useTranslation('common');
  const { isAuthorized } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      {!isAuthorized && (
        <Button
          size="sm"
          className="feed-banner__action"
          aria-haspopup="dialog"
          onClick={() => {
            setWasOpened(true);
            setIsOpen(true);
          }}
        >
          {t('nav.signInToLike')}
        </Button>
      )}
      {wasOpened && (
        <Suspense fallback={null}>
          <NeedLoginDialog open={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      )}
    </>
  );
}

/** An honest note that liking and matching arrive with sign-in — no buttons that pretend to work. */
export function FeedBanner() {
  const { t } = useTranslation('fantasies');
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);

  function onOpen() {
    setWasOpened(true);
    setIsOpen(true);
  }

  return (
    <div className="feed-banner">
      <span className="feed-banner__icon" aria-hidden="true">
        <LockKeyhole />
      </span>
      <div className="feed-banner__body">
        <p className="feed-banner__title">{t('feed.banner.title')}</p>
        <p className="feed-banner__text">{t('feed.banner.text')}</p>
      </div>
      <div className="feed-banner__actions">
        <SignInToLike />
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
