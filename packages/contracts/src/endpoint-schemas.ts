import type { EndpointSchemaTable } from './endpoint-schema.ts';
import type { EndpointName } from './endpoints.ts';
import { analyticsEndpointSchemas } from './endpoint-schemas/analytics.ts';
import { authEndpointSchemas } from './endpoint-schemas/auth.ts';
import { deepidEndpointSchemas } from './endpoint-schemas/deepid.ts';
import { eventsEndpointSchemas } from './endpoint-schemas/events.ts';
import { fantasiesEndpointSchemas } from './endpoint-schemas/fantasies.ts';
import { matchesEndpointSchemas } from './endpoint-schemas/matches.ts';
import { notificationsEndpointSchemas } from './endpoint-schemas/notifications.ts';
import { ownCardsEndpointSchemas } from './endpoint-schemas/own-cards.ts';
import { partnersEndpointSchemas } from './endpoint-schemas/partners.ts';
import { premiumEndpointSchemas } from './endpoint-schemas/premium.ts';
import { profileEndpointSchemas } from './endpoint-schemas/profile.ts';

/**
 * The schemas of every endpoint of `endpoints.ts`, by name (ADR 0027): what the server validates
 * and serializes with and the OpenAPI document shows, and what the web app's calls are typed from.
 */
export const endpointSchemas = {
  ...fantasiesEndpointSchemas,
  ...matchesEndpointSchemas,
  ...ownCardsEndpointSchemas,
  ...deepidEndpointSchemas,
  ...eventsEndpointSchemas,
  ...notificationsEndpointSchemas,
  ...authEndpointSchemas,
  ...profileEndpointSchemas,
  ...partnersEndpointSchemas,
  ...premiumEndpointSchemas,
  ...analyticsEndpointSchemas,
} satisfies EndpointSchemaTable;

export type EndpointSchemas = typeof endpointSchemas;

/** Every entry names an endpoint of the table: a schema left behind by a removed endpoint fails here. */
const everyEntryIsAnEndpoint: Record<Exclude<keyof EndpointSchemas, EndpointName>, never> = {};
void everyEntryIsAnEndpoint;
