import type { FastifyRequest } from 'fastify';
import { API_PREFIX } from '@duet/contracts';
import type { Config } from '../../config.ts';
import { publicOrigin } from '../../lib/public-origin.ts';

/** The local sandbox's terminal: public on purpose, and refused in production. */
export const SANDBOX_TERMINAL_KEY = 'DuetSandbox';
export const SANDBOX_PASSWORD = 'duet-sandbox-password';
export const SANDBOX_API_PATH = `${API_PREFIX}/payments/sandbox/v2/`;
const NOTIFICATION_PATH = `${API_PREFIX}/payments/tinkoff/notification/`;

export type Terminal = { terminalKey: string; password: string; sandbox: boolean };

/** The configured terminal; without one, the sandbox outside production, else none. */
export function terminalOf(config: Config): Terminal | null {
  if (config.TINKOFF_TERMINAL_KEY && config.TINKOFF_PASSWORD) {
    return { terminalKey: config.TINKOFF_TERMINAL_KEY, password: config.TINKOFF_PASSWORD, sandbox: false };
  }
  if (config.NODE_ENV === 'production') return null;
  return { terminalKey: SANDBOX_TERMINAL_KEY, password: SANDBOX_PASSWORD, sandbox: true };
}

export const isSandboxEnabled = (config: Config) => terminalOf(config)?.sandbox === true;

/** Where the acquirer tells Duet what became of a payment. */
export const notificationUrl = (request: FastifyRequest) => `${publicOrigin(request)}${NOTIFICATION_PATH}`;

/** Where the acquirer's API answers: the configured one, or this very server's sandbox. */
export function acquirerApiUrl(request: FastifyRequest, terminal: Terminal): string {
  return terminal.sandbox
    ? `${publicOrigin(request)}${SANDBOX_API_PATH}`
    : request.server.config.TINKOFF_API_URL;
}
