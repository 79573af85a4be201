/** The element of every page's HTML that carries the `SiteOperator` as JSON (server-render.ts). */
export const SITE_OPERATOR_ELEMENT_ID = 'site-operator';
