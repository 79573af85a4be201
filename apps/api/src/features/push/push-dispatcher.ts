import type { FastifyInstance } from 'fastify';
import { CHANGES_CHANNEL, type Change } from '../../shared/changes.ts';
import {
  claimDateReminders,
  claimNotificationPushes,
  deleteSubscriptionsById,
  type PushDelivery,
} from './push-repository.ts';
import { sendPush, type PushTransport } from './push-sender.ts';
import { systemResolver, type HostResolver } from './public-address.ts';
import { pushMessage } from './push-texts.ts';

function isAboutNotifications(payload: string): boolean {
  try {
    const change = JSON.parse(payload) as Partial<Change>;
    return Array.isArray(change.topics) && change.topics.includes('notifications');
  } catch {
    return false;
  }
}

export type PushDispatcher = {
  publicKey: string;
  /**
   * Claims and sends what is due now, the date reminders too unless `reminders` is false; resolves
   * when done. Concurrent calls share one run.
   */
  sweep(options?: { reminders?: boolean }): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when the VAPID keys are not configured: push is off. */
    push: PushDispatcher | null;
  }
}

/**
 * `app.push`: the dispatcher with all three VAPID settings, else null. `resolveHost` finds where an
 * endpoint's host name leads (the system's resolver; tests give their own).
 */
export async function setupPush(
  app: FastifyInstance,
  resolveHost: HostResolver = systemResolver,
): Promise<void> {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = app.config;
  const vapid = publicKey && privateKey && subject ? { publicKey, privateKey, subject } : null;
  const transport = vapid
    ? { vapid, timeoutMs: app.config.PROVIDER_TIMEOUT_MS, nodeEnv: app.config.NODE_ENV, resolveHost }
    : null;
  app.decorate('push', transport ? await startPushDispatcher(app, transport) : null);
}

/**
 * Sends the pushes (ADR 0024). Each API node sweeps when a change is published (NOTIFY arrives
 * only after the writing transaction commits) and every `PUSH_SWEEP_INTERVAL_MS` for the date
 * reminders and for anything a node missed; the claims in the database make each push go once.
 */
async function startPushDispatcher(app: FastifyInstance, transport: PushTransport): Promise<PushDispatcher> {
  let running: Promise<void> | null = null;
  let again = false;
  // Reminders are due by the clock, not by a change: a notification's nudge claims only pushes.
  let remindersDue = false;

  async function deliver(deliveries: PushDelivery[]) {
    const outcomes = await Promise.all(
      deliveries.map(async (delivery) => ({
        delivery,
        ...(await sendPush(delivery, pushMessage(delivery.reason, delivery.locale), transport)),
      })),
    );
    for (const { delivery, outcome, status } of outcomes) {
      if (outcome === 'failed')
        app.log.warn({ status, reason: delivery.reason }, 'a push service refused a push');
      if (outcome === 'refused')
        app.log.warn({ reason: delivery.reason }, 'a push endpoint leads to a non-public address: not sent');
    }
    const gone = outcomes
      .filter(({ outcome }) => outcome === 'gone')
      .map(({ delivery }) => delivery.subscriptionId);
    await deleteSubscriptionsById(app.db, gone);
  }

  async function runOnce() {
    await deliver(await claimNotificationPushes(app.db, app.config));
    if (!remindersDue) return;
    remindersDue = false;
    await deliver(await claimDateReminders(app.db, app.config));
  }

  function sweep({ reminders = true }: { reminders?: boolean } = {}): Promise<void> {
    if (reminders) remindersDue = true;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await runOnce();
        } catch (error) {
          app.log.error({ err: error }, 'sending pushes failed');
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const unlisten = await app.database.listen(CHANGES_CHANNEL, (payload) => {
    if (isAboutNotifications(payload)) void sweep({ reminders: false });
  });
  const timer = setInterval(() => void sweep(), app.config.PUSH_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
  app.addHook('onClose', async () => unlisten().catch(() => undefined));
  return { publicKey: transport.vapid.publicKey, sweep };
}
