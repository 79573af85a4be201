import { SECONDS_PER_DAY } from './constants.ts';

/**
 * A visitor's 18+ confirmation on this device, carried over to the account at sign-in. Written by
 * the web app (`document.cookie`) and by the gate's form post (`POST /18p/`) alike.
 */
export const ACCEPTED_18P_COOKIE = 'accepted18p';
export const ACCEPTED_18P_VALUE = '1';
export const ACCEPTED_18P_MAX_AGE_SECONDS = 365 * SECONDS_PER_DAY;
