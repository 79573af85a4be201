import type { TinkoffNotification } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { paymentNotifications } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { deliverPurchase, lockPurchase, setPurchaseState } from '../../shared/purchases-repository.ts';

const FAILED = new Set(['REJECTED', 'AUTH_FAIL', 'DEADLINE_EXPIRED', 'CANCELED']);
const REFUNDED = new Set(['REFUNDED', 'PARTIAL_REFUNDED', 'REVERSED']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Applies a notification whose signature is already verified (ADR 0013). CONFIRMED gives what was
 * bought exactly once; a replay, or a status arriving after it, only leaves a record. Statuses
 * never move a confirmed purchase back to pending or failed.
 */
export async function applyTinkoffNotification(
  db: Db,
  terminalKey: string,
  notification: TinkoffNotification,
): Promise<void> {
  const mismatch = await db.transaction(async (tx) => {
    const purchase = UUID.test(notification.OrderId)
      ? await lockPurchase(tx, notification.OrderId)
      : undefined;
    const record = (applied: boolean) =>
      tx.insert(paymentNotifications).values({
        purchaseId: purchase?.id ?? null,
        status: notification.Status,
        verified: true,
        applied,
        payload: notification,
      });
    const amountMatters = notification.Status !== 'PARTIAL_REFUNDED';
    if (
      notification.TerminalKey !== terminalKey ||
      !purchase ||
      (amountMatters && notification.Amount !== purchase.amount)
    ) {
      await record(false);
      return true;
    }

    const status = notification.Status;
    const paid = purchase.confirmedAt !== null || purchase.promoAppliedAt !== null;
    if (status === 'CONFIRMED' && notification.Success) {
      if (purchase.confirmedAt) {
        await record(false);
        return false;
      }
      await setPurchaseState(tx, purchase.id, {
        status: 'paid',
        acquirerStatus: status,
        confirmedAt: new Date(),
        paymentId: String(notification.PaymentId),
      });
      await deliverPurchase(tx, purchase);
      await record(true);
      return false;
    }
    if (REFUNDED.has(status) && purchase.confirmedAt) {
      await setPurchaseState(tx, purchase.id, { status: 'refunded', acquirerStatus: status });
    } else if (!purchase.confirmedAt) {
      const failed = FAILED.has(status) || REFUNDED.has(status);
      await setPurchaseState(tx, purchase.id, {
        acquirerStatus: status,
        ...(failed && !paid ? { status: 'failed' as const } : {}),
      });
    }
    await record(false);
    return false;
  });
  if (mismatch) throw new AppError('payment_mismatch');
}
