// Staff accounts. Every change of an account (role, password, deletion) ends its open sessions
// (sessions.ts); saves carry the version they were made on (409 when it moved on); and the shop
// never loses its last administrator, even when two admins demote each other at the same moment.
import { usernameKey } from "@shop/shared";
import type { AdminUser, Prisma } from "@shop/db";
import type { Deps } from "../context.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import { staleRecord } from "../data/versions.ts";
import { countLimit, idIn, rowRange, totalOf, type ListPage, type ListQuery } from "../data/list-query.ts";
import { hashPassword } from "./passwords.ts";
import type { Role } from "@shop/shared";
import { recordAudit, type StaffActor } from "../audit/audit-log.ts";
import { changedFields } from "../audit/changed-fields.ts";

/** The console's user filters; null ids name no row. */
export interface UserFilter {
  q?: string;
  id?: number[];
  role?: Role;
}

export const USER_SORT_FIELDS = ["id", "username", "role", "createdAt"] as const;

/** One lock for every change that can lower the number of administrators. */
const ADMIN_COUNT_LOCK = 72707370;

export async function listUsers(
  deps: Pick<Deps, "prisma">,
  query: ListQuery<UserFilter>,
): Promise<ListPage<AdminUser>> {
  const { q, id, role } = query.filter;
  const where = {
    id: idIn(id),
    role,
    username: q ? { contains: q, mode: "insensitive" as const } : undefined,
  };
  const [rows, total] = await Promise.all([
    deps.prisma.adminUser.findMany({
      where,
      orderBy: [{ [query.sortField]: query.sortOrder }, { id: query.sortOrder }],
      ...rowRange(query),
    }),
    deps.prisma.adminUser.count({ where, take: countLimit(query) }),
  ]);
  return { rows, total: totalOf(total, query) };
}

export async function findUser(deps: Pick<Deps, "prisma">, id: number): Promise<AdminUser> {
  const user = await deps.prisma.adminUser.findUnique({ where: { id } });
  if (!user) throw notFound("User");
  return user;
}

/** `staff` is who made the change, for the audit log (written in the change's transaction). */
export async function createUser(
  deps: Pick<Deps, "prisma">,
  { username, password, role }: { username: string; password: string; role: Role },
  staff: StaffActor,
): Promise<AdminUser> {
  const key = usernameKey(username);
  const taken = () => badRequest(`The username '${username}' is taken`, "username");
  if (await deps.prisma.adminUser.findUnique({ where: { usernameKey: key } })) throw taken();
  try {
    const passwordHash = await hashPassword(password);
    return await deps.prisma.$transaction(async (tx) => {
      const user = await tx.adminUser.create({ data: { username, usernameKey: key, role, passwordHash } });
      await recordAudit(tx, {
        ...staff,
        action: "user.created",
        recordId: user.id,
        changes: changedFields(null, user),
      });
      return user;
    });
  } catch (error) {
    // Two admins creating "Maria" and "maria" at the same moment: the unique key decides.
    if ((error as { code?: string }).code === "P2002") throw taken();
    throw error;
  }
}

/** A new role and/or password, saved over `version`; ends the user's sessions when anything changed. */
export async function updateUser(
  deps: Pick<Deps, "prisma" | "sessions">,
  id: number,
  { role, password, version }: { role?: Role; password?: string; version: number },
  staff: StaffActor,
): Promise<AdminUser> {
  const passwordHash = password ? await hashPassword(password) : undefined;
  const updated = await withAdminCountLock(deps, async (tx) => {
    const user = await tx.adminUser.findUnique({ where: { id } });
    if (!user) throw notFound("User");
    if (user.version !== version) throw staleRecord("user");
    const newRole = role !== undefined && role !== user.role ? role : undefined;
    if (newRole === undefined && passwordHash === undefined) return user;
    if (newRole === "SUPPORT") await assertNotLastAdmin(tx, user, "The shop needs at least one administrator", "role");
    const updated = await tx.adminUser.update({
      where: { id },
      data: { role: newRole, passwordHash, version: { increment: 1 } },
    });
    await recordAudit(tx, { ...staff, action: "user.updated", recordId: id, changes: changedFields(user, updated) });
    return updated;
  });
  if (updated.version !== version) await deps.sessions.changed(id);
  return updated;
}

/** Deletes an account other than the actor's own, never the last administrator. */
export async function deleteUser(
  deps: Pick<Deps, "prisma" | "sessions">,
  id: number,
  actorId: number,
  staff: StaffActor,
): Promise<AdminUser> {
  if (id === actorId) throw conflict("own_account", "You cannot delete your own account");
  const deleted = await withAdminCountLock(deps, async (tx) => {
    const user = await tx.adminUser.findUnique({ where: { id } });
    if (!user) throw notFound("User");
    await assertNotLastAdmin(tx, user, "The shop needs at least one administrator");
    await tx.adminUser.delete({ where: { id } });
    await recordAudit(tx, { ...staff, action: "user.deleted", recordId: id });
    return user;
  });
  await deps.sessions.changed(id);
  return deleted;
}

/**
 * Runs `change` in a transaction that holds the administrators' lock, so the count it checks is
 * still true when it commits (READ COMMITTED alone would let two demotions both see "2 admins").
 */
function withAdminCountLock<T>(
  deps: Pick<Deps, "prisma">,
  change: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  return deps.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMIN_COUNT_LOCK})`;
    return change(tx);
  });
}

async function assertNotLastAdmin(tx: Prisma.TransactionClient, user: AdminUser, message: string, field?: string) {
  if (user.role === "ADMIN" && (await tx.adminUser.count({ where: { role: "ADMIN" } })) <= 1) {
    throw conflict("last_admin", message, field);
  }
}
