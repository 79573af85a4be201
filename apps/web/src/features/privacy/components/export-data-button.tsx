import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { FormAlert } from '#components/ui/field.tsx';
import { errorMessageKey } from '#lib/api-client.ts';
import { showSuccessToast } from '#lib/toast.ts';
import '#locales/privacy.ts';
import { useExportAccount } from '../api/export-account.ts';

/** "Download my data": one JSON file of everything Duet holds about the person. */
export function ExportDataButton() {
  const { t } = useTranslation(['privacy', 'common']);
  const exportAccount = useExportAccount();
  return (
    <div className="privacy-export">
      <h3 className="sessions__title">{t('export.title')}</h3>
      <p className="muted">{t('export.text')}</p>
      <Button
        variant="secondary"
        disabled={exportAccount.isPending}
        onClick={() =>
          exportAccount.mutate(undefined, { onSuccess: () => showSuccessToast(t('export.done')) })
        }
      >
        <Download aria-hidden="true" />
        {exportAccount.isPending ? t('export.downloading') : t('export.download')}
      </Button>
      {exportAccount.isError && <FormAlert>{t(`common:${errorMessageKey(exportAccount.error)}`)}</FormAlert>}
    </div>
  );
}
