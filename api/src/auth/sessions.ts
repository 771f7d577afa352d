// Whether a verified token still speaks for its account. A token is good only while the account
// exists with the version the token was issued for; deleting a user or changing their role or
// password (or an administrator resetting their second factor) bumps or removes that version,
// ending every session at once. The accounts are read
// through a short per-instance cache; a change clears it here and, through Redis, in every other
// instance, so "at once" holds across instances too (without Redis, after at most the cache's life).
import type { Redis } from "ioredis";
import type { PrismaClient } from "@shop/db";
import type { Role } from "@shop/shared";

export interface Account {
  username: string;
  role: Role;
  version: number;
  /** The account has a confirmed second factor (STAFF_2FA=required lets the others only enrol). */
  secondFactor: boolean;
}

export interface Sessions {
  /** The account as it is now, or null when it no longer exists. */
  account(userId: number): Promise<Account | null>;
  /** Call after changing or deleting an account (and after the change is committed). */
  changed(userId: number): Promise<void>;
  close(): void;
}

const CACHE_MS = 10_000;
const CHANNEL = "shop:admin-user-changed";

export function createSessions(
  prisma: PrismaClient,
  redis?: {
    publisher: Redis;
    /** Subscribes now and again on every reconnection (platform/redis.ts). */
    subscribe(channel: string, onMessage: (message: string) => void): Promise<void>;
    instanceId: string;
  },
): Sessions {
  const cache = new Map<number, { account: Account | null; until: number }>();
  if (redis) {
    // While Redis is away, the cache's life bounds a change's reach.
    void redis.subscribe(CHANNEL, (message) => {
      const [from, userId] = message.split("|");
      if (from !== redis.instanceId) cache.delete(Number(userId));
    });
  }
  return {
    async account(userId) {
      const cached = cache.get(userId);
      if (cached && cached.until > Date.now()) return cached.account;
      const user = await prisma.adminUser.findUnique({
        where: { id: userId },
        select: { username: true, role: true, version: true, totpEnabledAt: true },
      });
      const account = user && {
        username: user.username,
        role: user.role,
        version: user.version,
        secondFactor: user.totpEnabledAt !== null,
      };
      if (cache.size > 10_000) cache.clear();
      cache.set(userId, { account, until: Date.now() + CACHE_MS });
      return account;
    },
    async changed(userId) {
      cache.delete(userId);
      // Redis down: the other instances still drop the account within the cache's life.
      await redis?.publisher.publish(CHANNEL, `${redis.instanceId}|${userId}`).catch(() => {});
    },
    close() {
      cache.clear();
    },
  };
}
