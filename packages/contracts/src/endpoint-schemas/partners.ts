import { z } from 'zod';
import type { EndpointSchemaTable } from '../endpoint-schema.ts';
import { errorResponses } from '../errors.ts';
import {
  currentPartnerQuerySchema,
  inviteCreateBodySchema,
  inviteIdParamsSchema,
  inviteLinkPreviewSchema,
  inviteLinkSchema,
  inviteLinkTokenParamsSchema,
  inviteSchema,
  invitesListSchema,
  partnerSchema,
} from '../partners.ts';

const errors = errorResponses(400, 401, 403, 404);

export const partnersEndpointSchemas = {
  getPartner: {
    tag: 'partners',
    summary: 'The current partner; 404 `no_partner` when there is none, or `null` with `?absent=null`',
    querystring: currentPartnerQuerySchema,
    response: { 200: partnerSchema.nullable(), ...errors },
  },
  removePartner: {
    tag: 'partners',
    summary: 'Unlink the current partner, on both sides',
    response: { 204: z.undefined(), ...errors },
  },
  listInvites: {
    tag: 'partners',
    summary: 'Pending partner invites: sent (outgoing) and received (incoming)',
    response: { 200: invitesListSchema, ...errors },
  },
  createInviteLink: {
    tag: 'partners',
    summary: 'A new invite link (replaces your previous one; ADR 0017)',
    response: { 201: inviteLinkSchema, ...errors, ...errorResponses(429) },
  },
  revokeInviteLink: {
    tag: 'partners',
    summary: 'End your invite link',
    response: { 204: z.undefined(), ...errors },
  },
  previewInviteLink: {
    tag: 'partners',
    summary: 'Who invites the holder of an invite link; 404 `invite_link_invalid` once it is not usable',
    params: inviteLinkTokenParamsSchema,
    response: { 200: inviteLinkPreviewSchema, ...errorResponses(400, 404) },
  },
  acceptInviteLink: {
    tag: 'partners',
    summary: 'Accept an invite link: you and its owner become partners',
    params: inviteLinkTokenParamsSchema,
    response: { 200: partnerSchema, ...errors },
  },
  createInvite: {
    tag: 'partners',
    summary: 'Invite a user, by username, to be your partner',
    body: inviteCreateBodySchema,
    response: { 201: inviteSchema, ...errors, ...errorResponses(429) },
  },
  acceptInvite: {
    tag: 'partners',
    summary: 'Accept an invite you received: you become partners',
    params: inviteIdParamsSchema,
    response: { 200: partnerSchema, ...errors },
  },
  withdrawInvite: {
    tag: 'partners',
    summary: 'Withdraw a pending invite you sent; the invitee’s notification of it goes too',
    params: inviteIdParamsSchema,
    response: { 204: z.undefined(), ...errors },
  },
  rejectInvite: {
    tag: 'partners',
    summary: 'Reject an invite you received',
    params: inviteIdParamsSchema,
    response: { 204: z.undefined(), ...errors },
  },
} satisfies Partial<EndpointSchemaTable>;
