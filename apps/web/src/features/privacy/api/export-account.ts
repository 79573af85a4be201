import { useMutation } from '@tanstack/react-query';
import type { AccountExport, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';

export function exportAccount(locale: Locale): Promise<AccountExport> {
  return api(endpoints.exportAccount, { locale });
}

/** Saves the file the browser is handed, as a download named like the API's attachment. */
function saveAsFile(data: AccountExport) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `duet-${data.profile.username}-${data.exported_at.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Everything Duet holds about me, downloaded as one JSON file. */
export function useExportAccount() {
  const locale = useLocale();
  return useMutation({
    mutationFn: () => exportAccount(locale),
    onSuccess: saveAsFile,
  });
}
