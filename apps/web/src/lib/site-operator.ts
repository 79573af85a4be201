import { createContext, useContext } from 'react';
import { SITE_OPERATOR_ELEMENT_ID, type SiteOperator } from '@duet/contracts/plain';

export const NO_OPERATOR: SiteOperator = { name: null, contacts: [] };

/**
 * Who runs this Duet (ADR 0034): given by the server render, and read from the page in the browser,
 * so the hydrating render names the same operator the server did.
 */
export const SiteOperatorContext = createContext<SiteOperator>(NO_OPERATOR);

export const useSiteOperator = (): SiteOperator => useContext(SiteOperatorContext);

/** The operator the API wrote into the page; none where Vite's development server serves it. */
export function readSiteOperator(page: Document): SiteOperator {
  const text = page.getElementById(SITE_OPERATOR_ELEMENT_ID)?.textContent;
  if (!text) return NO_OPERATOR;
  try {
    const value = JSON.parse(text) as { name?: unknown; contacts?: unknown };
    return {
      name: typeof value.name === 'string' ? value.name : null,
      contacts: Array.isArray(value.contacts)
        ? value.contacts.filter((contact): contact is string => typeof contact === 'string')
        : [],
    };
  } catch {
    return NO_OPERATOR;
  }
}
