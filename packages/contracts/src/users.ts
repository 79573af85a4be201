import { z } from 'zod';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './constants.ts';
import { INTERVIEW_USERNAME_PATTERN, isProvisionalUsername, USERNAME_PATTERN } from './usernames.ts';

export const usernameSchema = z
  .string()
  .min(USERNAME_MIN_LENGTH, `At least ${USERNAME_MIN_LENGTH} characters.`)
  .max(USERNAME_MAX_LENGTH, `At most ${USERNAME_MAX_LENGTH} characters.`)
  .regex(USERNAME_PATTERN, 'Only Latin letters, digits, dash, underscore and dot.')
  .refine((username) => !isProvisionalUsername(username), 'This username is reserved.');

/**
 * The consent to process one's answers about fantasies that is in force (ADR 0035). Answers need
 * `version` to be the current `INTIMATE_CONSENT_VERSION`; an older one is asked again.
 */
export const intimateConsentSchema = z
  .object({
    version: z.string().describe('The version of the consent text agreed to'),
    given_at: z.string().describe('ISO date-time, UTC'),
  })
  .meta({ id: 'IntimateConsent' });
export type IntimateConsent = z.infer<typeof intimateConsentSchema>;

/** The signed-in user as the API returns it ("me"). */
export const meSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    news_subscription: z.boolean(),
    accept_18_disclaimer: z.boolean(),
    reg_for_interview_showed: z.boolean(),
    intimate_answers_consent: intimateConsentSchema
      .nullable()
      .describe('Null until given, and after it is withdrawn (ADR 0035)'),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof meSchema>;

/** PUT /user/profile/: every field optional, as the clients send only what they change. */
export const profileUpdateSchema = z
  .object({
    username: usernameSchema,
    news_subscription: z.boolean(),
    accept_18_disclaimer: z.boolean(),
    reg_for_interview_showed: z.boolean(),
  })
  .partial()
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const interviewRegistrationSchema = z
  .object({
    tg_username: z
      .string()
      .regex(INTERVIEW_USERNAME_PATTERN, 'From 5 to 32 Latin letters, digits or underscores.'),
  })
  .meta({ id: 'InterviewRegistration' });
