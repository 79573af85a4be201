import { useTranslation } from 'react-i18next';
import { NotebookPen } from 'lucide-react';
import { ButtonLink } from '#components/ui/button.tsx';
import { useSession } from '#lib/session.ts';
import '#locales/own-cards.ts';

/**
 * The way to the couple's own cards (`/own-cards/`), shaped like the feed header's link to the
 * collections. Visitors have no cards to write, so they do not see it.
 */
export function OwnCardsLink() {
  const { t } = useTranslation('own-cards');
  const { isAuthorized } = useSession();
  if (!isAuthorized) return null;
  return (
    <ButtonLink to="/own-cards/" variant="secondary" size="sm">
      <NotebookPen aria-hidden="true" />
      {t('link')}
    </ButtonLink>
  );
}
