import { SITE_OPERATOR_ELEMENT_ID, type SiteOperator } from '@duet/contracts';
import type { Config } from '../../config.ts';

/** Who runs this Duet, as the legal pages name them (ADR 0034). */
export const siteOperatorOf = (config: Pick<Config, 'OPERATOR_NAME' | 'OPERATOR_CONTACT'>): SiteOperator => ({
  name: config.OPERATOR_NAME ?? null,
  contacts: config.OPERATOR_CONTACT ?? [],
});

/**
 * The operator as a JSON data block for the browser's render to read (a data block is never run, so
 * the CSP has nothing to allow). `<` is escaped so that no value can close the element.
 */
export function renderSiteOperatorTag(operator: SiteOperator): string {
  const json = JSON.stringify(operator).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SITE_OPERATOR_ELEMENT_ID}">${json}</script>`;
}
