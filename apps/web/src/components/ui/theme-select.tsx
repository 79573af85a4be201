import { useTranslation } from 'react-i18next';
import { setTheme, THEMES, useTheme } from '#lib/theme.ts';
import { SelectRow } from './select-row.tsx';

/** The theme as a settings row: the system's, light or dark, remembered on this device. */
export function ThemeSelect({ label }: { label: string }) {
  const { t } = useTranslation();
  const options = THEMES.map((theme) => ({ value: theme, label: t(`theme.${theme}`) }));
  return <SelectRow label={label} value={useTheme()} options={options} onChange={setTheme} />;
}
