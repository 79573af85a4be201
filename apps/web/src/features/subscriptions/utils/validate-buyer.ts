import type { ApiError } from '#lib/api-client.ts';

export type BuyerDraft = { name: string; email: string; phone: string };
export type BuyerField = keyof BuyerDraft;
export type BuyerErrorKey =
  'nameRequired' | 'nameInvalid' | 'contactRequired' | 'emailInvalid' | 'phoneInvalid';
export type BuyerErrors = Partial<Record<BuyerField, BuyerErrorKey>>;

const NAME_MAX_LENGTH = 100;
/** `+7` and ten more digits once the mask is filled. */
const PHONE_DIGITS = 11;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The receipt's buyer (54-FZ): a name, and an e-mail or a phone to send it to. */
export function validateBuyer({ name, email, phone }: BuyerDraft): BuyerErrors {
  const errors: BuyerErrors = {};
  const trimmedName = name.trim();
  if (!trimmedName) errors.name = 'nameRequired';
  else if (trimmedName.length > NAME_MAX_LENGTH) errors.name = 'nameInvalid';
  const trimmedEmail = email.trim();
  if (!trimmedEmail && !phone) errors.email = 'contactRequired';
  if (trimmedEmail && !EMAIL.test(trimmedEmail)) errors.email = 'emailInvalid';
  if (phone && phone.replace(/\D/g, '').length !== PHONE_DIGITS) errors.phone = 'phoneInvalid';
  return errors;
}

const SERVER_FIELD_ERRORS: Record<BuyerField, BuyerErrorKey> = {
  name: 'nameInvalid',
  email: 'emailInvalid',
  phone: 'phoneInvalid',
};

/** The server's `{field: [messages]}` in our own words, so they read in the interface language. */
export function serverBuyerErrors(error: ApiError): BuyerErrors {
  const errors: BuyerErrors = {};
  for (const field of Object.keys(SERVER_FIELD_ERRORS) as BuyerField[]) {
    if (error.fields[field]?.length) errors[field] = SERVER_FIELD_ERRORS[field];
  }
  return errors;
}
