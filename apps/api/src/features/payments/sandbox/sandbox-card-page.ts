import { createHash } from 'node:crypto';
import type { Locale } from '@duet/contracts';
import { escapeHtml } from '../../../lib/escape-html.ts';

const WORDS = {
  ru: {
    title: 'Тестовая оплата',
    note: 'Это песочница Duet: деньги не списываются. Она отвечает Duet так же, как настоящий эквайринг.',
    amount: 'К оплате',
    card: 'Номер карты',
    pay: 'Оплатить',
    decline: 'Отклонить платёж',
    done: 'Этот платёж уже обработан.',
  },
  en: {
    title: 'Test payment',
    note: 'This is Duet’s payment sandbox: no money moves. It answers Duet exactly as the real acquirer would.',
    amount: 'Amount',
    card: 'Card number',
    pay: 'Pay',
    decline: 'Decline the payment',
    done: 'This payment has already been processed.',
  },
};

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f1ee; color: #1d1a18; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { box-sizing: border-box; background: #fff; border-radius: 16px; padding: 24px; width: min(92vw, 420px); overflow-wrap: anywhere; box-shadow: 0 8px 24px rgb(0 0 0 / 0.08); }
  h1 { font-size: 1.4rem; margin: 0 0 8px; }
  p { color: #4a4541; line-height: 1.4; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; }
  dt { color: #4a4541; }
  dd { margin: 0; font-weight: 600; }
  label { display: block; margin: 16px 0 4px; }
  input { width: 100%; box-sizing: border-box; font: inherit; padding: 10px 12px; border: 1px solid #8a817a; border-radius: 8px; }
  button { display: block; width: 100%; margin-top: 12px; font: inherit; font-weight: 600; padding: 12px; border-radius: 8px; border: 0; background: #1d5fd1; color: #fff; cursor: pointer; }
  button.secondary { background: transparent; color: #a3201a; border: 1px solid #a3201a; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1d1a18; outline-offset: 2px; }
`;

/**
 * The card page's own policy: it lives under /api/, whose `default-src 'none'` blocked its inline
 * stylesheet, so it allows exactly that stylesheet by its hash, and still no script at all.
 */
export const SANDBOX_PAGE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export type SandboxPageData = { id: number; amount: number; description: string | null; status: string };

/** The sandbox's card page: pay or decline, then the sandbox notifies Duet and sends the buyer back. */
export function sandboxCardPage(payment: SandboxPageData, locale: Locale): string {
  const words = WORDS[locale];
  const amount = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    style: 'currency',
    currency: 'RUB',
  }).format(payment.amount / 100);
  const form =
    payment.status === 'NEW'
      ? `<form method="post">
      <label for="card">${words.card}</label>
      <input id="card" name="card" inputmode="numeric" autocomplete="off" value="4300 0000 0000 0777" readonly>
      <button type="submit" name="result" value="success">${words.pay} ${escapeHtml(amount)}</button>
      <button type="submit" name="result" value="fail" class="secondary">${words.decline}</button>
    </form>`
      : `<p role="status">${words.done}</p>`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${words.title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <h1>${words.title}</h1>
  <p>${words.note}</p>
  <dl>
    <dt>${words.amount}</dt><dd>${escapeHtml(amount)}</dd>
    ${payment.description ? `<dt>№ ${payment.id}</dt><dd>${escapeHtml(payment.description)}</dd>` : ''}
  </dl>
  ${form}
</main>
</body>
</html>`;
}
