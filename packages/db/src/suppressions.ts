// Mailboxes erased at their owner's request, kept only as a hash for a while, so that a sign-up cannot mail them
// again at once (an erasure is also an objection to being mailed).
import type { QueryContext } from "./queries.ts";

export type SuppressionStore = {
  /** Records that the mailbox with this hash was erased at `at` (again, if it was before). */
  add(mailboxHash: string, at?: Date): Promise<void>;
  /** Whether the mailbox with this hash was erased at or after `since`. */
  has(mailboxHash: string, since: Date): Promise<boolean>;
  /** Forgets the erasures recorded before `before`. */
  prune(before: Date): Promise<number>;
};

export function createSuppressionStore({ queries }: QueryContext): SuppressionStore {
  const suppressions = queries.mailSuppression;
  return {
    async add(mailboxHash, at = new Date()) {
      await suppressions.upsert({
        where: { mailboxHash },
        create: { mailboxHash, erasedAt: at },
        update: { erasedAt: at },
      });
    },
    has: async (mailboxHash, since) =>
      (await suppressions.count({ where: { mailboxHash, erasedAt: { gte: since } } })) > 0,
    async prune(before) {
      const { count } = await suppressions.deleteMany({ where: { erasedAt: { lt: before } } });
      return count;
    },
  };
}
