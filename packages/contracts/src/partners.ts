import { z } from 'zod';
import { INVITE_LINK_TOKEN_PATTERN } from './constants.ts';
import { databaseIdParamSchema } from './database-values.ts';

export const publicUserSchema = z
  .object({ id: z.number().int(), username: z.string() })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof publicUserSchema>;

export const partnerSchema = publicUserSchema.meta({ id: 'Partner' });
export type Partner = z.infer<typeof partnerSchema>;

/**
 * `GET /partner/current/?absent=null` answers 200 `null` instead of the spec's 404 when there is no
 * partner: the web app asks so, and a partnerless person's browser logs no failed request on every
 * page. Without the parameter the answer is the spec's.
 */
export const currentPartnerQuerySchema = z.object({ absent: z.literal('null').optional() });

export const inviteSchema = z
  .object({
    id: z.number().int(),
    from_user: publicUserSchema,
    to_user: publicUserSchema,
    created_at: z.string().describe('ISO date-time'),
  })
  .meta({ id: 'Invite' });
export type Invite = z.infer<typeof inviteSchema>;

export const invitesListSchema = z
  .object({ outgoing: z.array(inviteSchema), incoming: z.array(inviteSchema) })
  .meta({ id: 'InvitesList' });
export type InvitesList = z.infer<typeof invitesListSchema>;

export const inviteCreateBodySchema = z.object({ username: z.string().trim().min(1).max(150) });
export type InviteCreateBody = z.infer<typeof inviteCreateBodySchema>;

export const inviteIdParamsSchema = z.object({ id: databaseIdParamSchema });

export const inviteLinkSchema = z
  .object({
    token: z.string().describe('Goes into the link /join/{token}/; shown once, stored only hashed'),
    expires_at: z.string().describe('ISO date-time'),
  })
  .meta({ id: 'InviteLink' });
export type InviteLink = z.infer<typeof inviteLinkSchema>;

export const inviteLinkTokenParamsSchema = z.object({
  token: z.string().regex(INVITE_LINK_TOKEN_PATTERN, 'An invite link token: 32 URL-safe characters'),
});

/** What the person who opens an invite link sees: who invites them. */
export const inviteLinkPreviewSchema = z
  .object({ from_user: publicUserSchema, expires_at: z.string().describe('ISO date-time') })
  .meta({ id: 'InviteLinkPreview' });
export type InviteLinkPreview = z.infer<typeof inviteLinkPreviewSchema>;
