import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountExportSchema, LOCALES, THIRD_PARTIES } from '@duet/contracts';
import { i18n } from '#lib/i18n.ts';
import '#locales/privacy-policy.ts';
import { renderApp } from '#test/render-app.tsx';

// The time of the file itself, not anything Duet keeps about the person.
const EXPORT_SECTIONS = Object.keys(accountExportSchema.shape).filter((key) => key !== 'exported_at');

async function dataTable(locale: (typeof LOCALES)[number]) {
  renderApp(locale === 'ru' ? '/privacy/' : '/en/privacy/');
  const caption = i18n.getFixedT(locale, 'privacy-policy')('data.caption');
  return screen.findByRole('table', { name: caption });
}

const textsOf = (table: HTMLElement, selector: string) =>
  [...table.querySelectorAll(selector)].map((element) => element.textContent?.trim() ?? '');

/**
 * The policy stays honest (issue 34): a section added to the data file, or a third party the
 * configuration can switch on, fails here until the policy's data table names it, in both languages.
 */
describe.each(LOCALES)('the privacy policy in %s', (locale) => {
  it('names every section of the data file in its data table, and no section that does not exist', async () => {
    const table = await dataTable(locale);
    const named = textsOf(table, 'td[data-column="export"] code');
    expect(EXPORT_SECTIONS.filter((section) => !named.includes(section))).toEqual([]);
    expect(named.filter((section) => !EXPORT_SECTIONS.includes(section))).toEqual([]);
  });

  it('names every third party the configuration can switch on among who receives data', async () => {
    const table = await dataTable(locale);
    const recipients = textsOf(table, 'td[data-column="recipients"] li');
    const t = i18n.getFixedT(locale, 'privacy-policy');
    const missing = THIRD_PARTIES.map(({ id }) => t(`thirdParties.${id}.name`)).filter(
      (name) => !recipients.includes(name),
    );
    expect(missing).toEqual([]);
  });

  it('fills every cell of every row, under the column it belongs to', async () => {
    const table = await dataTable(locale);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(within(row).getByRole('rowheader').textContent).not.toBe('');
      const cells = within(row).getAllByRole('cell');
      expect(cells).toHaveLength(5);
      for (const cell of cells) expect(cell.textContent?.trim()).not.toBe('');
    }
  });
});
