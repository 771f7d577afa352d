import { usernameKey } from "@shop/shared";
import type { Deps } from "../context.ts";
import { generatePassword, hashPassword } from "../auth/passwords.ts";

/**
 * Makes sure the shop has an administrator. The password comes from ADMIN_PASSWORD, or is
 * generated and printed once (it is stored only as a hash, so it cannot be shown again).
 */
export async function ensureAdminUser(
  deps: Pick<Deps, "env" | "prisma">,
): Promise<{ username: string; generatedPassword?: string } | null> {
  if ((await deps.prisma.adminUser.count({ where: { role: "ADMIN" } })) > 0) return null;
  const username = deps.env.ADMIN_USERNAME;
  const generatedPassword = deps.env.ADMIN_PASSWORD ? undefined : generatePassword();
  const passwordHash = await hashPassword(deps.env.ADMIN_PASSWORD ?? generatedPassword!);
  await deps.prisma.adminUser.upsert({
    where: { usernameKey: usernameKey(username) },
    create: { username, usernameKey: usernameKey(username), passwordHash, role: "ADMIN" },
    update: { passwordHash, role: "ADMIN", version: { increment: 1 } },
  });
  return { username, generatedPassword };
}
