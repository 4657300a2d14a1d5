// Webhook deliveries already applied, kept in the database so that every web process refuses a replay.
import { isUniqueViolation } from "./errors.ts";
import type { QueryContext } from "./queries.ts";

export type WebhookDeliveryStore = {
  /**
   * Records delivery `id`, signed at `signedAt`. True the first time, false when it was recorded before
   * (by this process or another: the id is the primary key). Also deletes deliveries signed before
   * `forgetBefore`, which could no longer be accepted anyway.
   */
  recordOnce(id: string, options: { signedAt: Date; forgetBefore: Date }): Promise<boolean>;
  count(): Promise<number>;
};

export function createWebhookDeliveryStore({ queries }: QueryContext): WebhookDeliveryStore {
  const deliveries = queries.webhookDelivery;
  return {
    async recordOnce(id, { signedAt, forgetBefore }) {
      await deliveries.deleteMany({ where: { signedAt: { lt: forgetBefore } } });
      try {
        await deliveries.create({ data: { id, signedAt } });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
    count: () => deliveries.count(),
  };
}
