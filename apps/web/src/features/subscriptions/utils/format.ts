const KOPECKS_PER_RUBLE = 100;

/** A price in kopecks as roubles, e.g. `1 190 ₽`; kopecks only when there are any. */
export function formatRubles(kopecks: number, { perMonth = false } = {}): string {
  const whole = perMonth || kopecks % KOPECKS_PER_RUBLE === 0;
  return new Intl.NumberFormat('ru-RU', {
    style: 'currency',
    currency: 'RUB',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(kopecks / KOPECKS_PER_RUBLE);
}

/** What a plan costs per month, rounded to whole roubles. */
export function formatMonthlyRubles(kopecks: number, months: number): string {
  return formatRubles(Math.round(kopecks / Math.max(months, 1)), { perMonth: true });
}
