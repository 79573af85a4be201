export * from './plain.ts';
export * from './errors.ts';
export * from './database-values.ts';
export * from './pagination.ts';
// Before the other schemas, as when the route table imported it: the OpenAPI document lists its
// schemas in the order they were declared.
export * from './partners.ts';
export * from './fantasies.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './matches.ts';
export * from './deepid.ts';
export * from './events.ts';
export * from './notifications.ts';
export * from './subscriptions.ts';
export * from './analytics.ts';
export * from './privacy.ts';
export * from './push.ts';
export * from './own-cards.ts';
// After every schema module, so the OpenAPI document lists its schemas in their modules' order.
export * from './endpoint.ts';
export * from './endpoints.ts';
export type * from './endpoint-schema.ts';
export type * from './endpoint-types.ts';
export * from './endpoint-schemas.ts';
