import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Terminal } from './acquirer.ts';
import { tinkoffToken } from './tinkoff-token.ts';

export type ReceiptItem = {
  Name: string;
  Price: number;
  Quantity: number;
  Amount: number;
  Tax: string;
  PaymentMethod: 'full_prepayment';
  PaymentObject: 'service';
};

/** The 54-FZ receipt the acquirer sends the buyer: to an e-mail or a phone. */
export type Receipt = { Email?: string; Phone?: string; Taxation: string; Items: ReceiptItem[] };

export type InitRequest = {
  Amount: number;
  OrderId: string;
  Description: string;
  Language: 'ru' | 'en';
  SuccessURL: string;
  FailURL: string;
  NotificationURL: string;
  Receipt: Receipt;
};

const initAnswerSchema = z.object({
  Success: z.boolean(),
  ErrorCode: z.string(),
  Message: z.string().optional(),
  Details: z.string().optional(),
  Status: z.string().optional(),
  PaymentId: z.union([z.string(), z.number()]).optional(),
  PaymentURL: z.url().optional(),
});

export type InitAnswer = { paymentId: string; paymentUrl: string; status: string };

/** `Init` of T-Bank's acquiring API v2: registers the order and answers the payment page's URL. */
export async function tinkoffInit(
  apiUrl: string,
  terminal: Terminal,
  request: InitRequest,
  timeoutMs: number,
): Promise<InitAnswer> {
  const body = { TerminalKey: terminal.terminalKey, ...request };
  let answer: z.infer<typeof initAnswerSchema>;
  try {
    const response = await fetch(new URL('Init', apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, Token: tinkoffToken(body, terminal.password) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    answer = initAnswerSchema.parse(await response.json());
  } catch (error) {
    throw new AppError('payment_provider_error', undefined, {}, { cause: error });
  }
  if (!answer.Success || answer.ErrorCode !== '0' || !answer.PaymentURL || answer.PaymentId === undefined) {
    throw new AppError(
      'payment_provider_error',
      undefined,
      {},
      {
        cause: new Error(`Init refused: ${answer.ErrorCode} ${answer.Message ?? ''} ${answer.Details ?? ''}`),
      },
    );
  }
  return {
    paymentId: String(answer.PaymentId),
    paymentUrl: answer.PaymentURL,
    status: answer.Status ?? 'NEW',
  };
}
