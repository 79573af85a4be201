import {
  DELETED_USERNAME_HOLD_DAYS,
  INVITE_LINK_LIFETIME_DAYS,
  type ThirdPartyId,
} from '@duet/contracts/plain';
import type { AccountExport } from '@duet/contracts';

/**
 * One row of the privacy policy's data table: a kind of data, the sections of the data file that
 * hold it, and the outside parties that receive any of it. Its words are in the `privacy-policy`
 * catalogue under `data.rows.<id>`; `retentionCount` fills a retention period kept in the contract.
 */
export type PolicyDataRow = {
  id: string;
  exportSections: readonly (keyof AccountExport)[];
  recipients: readonly ThirdPartyId[];
  retentionCount?: number;
};

/**
 * Every top-level section of the data file and every third party must appear here (the policy's
 * test checks both), so the policy cannot fall behind the export or the configuration.
 */
export const POLICY_DATA_ROWS = [
  {
    id: 'account',
    exportSections: ['profile', 'sign_in_accounts'],
    recipients: ['google', 'yandex', 'vk', 'apple'],
    retentionCount: DELETED_USERNAME_HOLD_DAYS,
  },
  { id: 'devices', exportSections: ['sessions'], recipients: [] },
  { id: 'push', exportSections: ['push_subscriptions'], recipients: ['pushServices'] },
  { id: 'consents', exportSections: ['consents'], recipients: [] },
  {
    id: 'partner',
    exportSections: ['partner', 'invites'],
    recipients: [],
    retentionCount: INVITE_LINK_LIFETIME_DAYS,
  },
  { id: 'answers', exportSections: ['likes', 'maybes', 'passes'], recipients: [] },
  { id: 'matches', exportSections: ['matches'], recipients: [] },
  { id: 'deepid', exportSections: ['deepid'], recipients: [] },
  { id: 'ownCards', exportSections: ['own_cards'], recipients: [] },
  { id: 'filters', exportSections: ['filters'], recipients: [] },
  { id: 'feedback', exportSections: ['feedback'], recipients: [] },
  { id: 'dates', exportSections: ['events'], recipients: [] },
  { id: 'notifications', exportSections: ['notifications'], recipients: [] },
  {
    id: 'premium',
    exportSections: ['subscription', 'purchases', 'gifts_redeemed', 'activation_codes_applied'],
    recipients: ['tbank'],
  },
  { id: 'interview', exportSections: ['interview_registration'], recipients: [] },
  { id: 'statistics', exportSections: ['analytics_events'], recipients: ['amplitude'] },
  {
    id: 'counters',
    exportSections: [],
    recipients: ['googleTagManager', 'yandexMetrika', 'vkPixel'],
  },
  { id: 'device', exportSections: [], recipients: [] },
  { id: 'serverRecords', exportSections: [], recipients: [] },
] as const satisfies readonly PolicyDataRow[];

export type PolicyDataRowId = (typeof POLICY_DATA_ROWS)[number]['id'];
