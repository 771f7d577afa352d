import type { AdminUserRecord } from "@shop/shared";

export const ROLES: AdminUserRecord["role"][] = ["ADMIN", "SUPPORT"];
export const roleChoices = ROLES.map((role) => ({ id: role, name: `resources.users.roles.${role}` }));
