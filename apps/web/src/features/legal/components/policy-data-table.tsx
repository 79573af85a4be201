import { useTranslation } from 'react-i18next';
import '#locales/privacy-policy.ts';
import { POLICY_DATA_ROWS } from '../utils/policy-data.ts';
import './legal.css';

const COLUMNS = ['what', 'why', 'retention', 'recipients', 'export'] as const;

/**
 * The policy's data table: one row per kind of data, what, why, how long, who receives it and the
 * sections of the data file that hold it. Drawn as a card per row at every width (the reading column
 * is too narrow for six columns); the ARIA roles keep it a table for screen readers whatever its
 * CSS display, and each cell's visible label is left out of what they read, since the column
 * header is announced anyway.
 */
export function PolicyDataTable() {
  const { t } = useTranslation('privacy-policy');
  return (
    <table className="data-table" role="table">
      <caption>{t('data.caption')}</caption>
      <thead className="sr-only" role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            {t('data.columns.category')}
          </th>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" role="columnheader">
              {t(`data.columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {POLICY_DATA_ROWS.map((row) => {
          const words = `data.rows.${row.id}` as const;
          const label = (column: (typeof COLUMNS)[number]) => ({
            'data-label': t(`data.columns.${column}`),
          });
          return (
            <tr key={row.id} role="row" data-row={row.id}>
              <th scope="row" role="rowheader">
                {t(`${words}.category`)}
              </th>
              <td role="cell" {...label('what')}>
                <div>{t(`${words}.what`)}</div>
              </td>
              <td role="cell" {...label('why')}>
                <div>{t(`${words}.why`)}</div>
              </td>
              <td role="cell" {...label('retention')}>
                <div>
                  {'retentionCount' in row
                    ? t(`${words}.retention`, { count: row.retentionCount })
                    : t(`${words}.retention`)}
                </div>
              </td>
              <td role="cell" data-column="recipients" {...label('recipients')}>
                <div>
                  {t(`${words}.recipients`)}
                  {row.recipients.length > 0 && (
                    <ul className="data-table__names">
                      {row.recipients.map((party) => (
                        <li key={party}>{t(`thirdParties.${party}.name`)}</li>
                      ))}
                    </ul>
                  )}
                </div>
              </td>
              <td role="cell" data-column="export" {...label('export')}>
                <div>
                  {row.exportSections.length > 0 ? (
                    <ul className="data-table__names">
                      {row.exportSections.map((section) => (
                        <li key={section}>
                          <code>{section}</code>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    t('data.notInExport')
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
