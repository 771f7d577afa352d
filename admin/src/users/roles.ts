import { Role } from "@shop/shared/enums";

export const roleChoices = Object.values(Role).map((role) => ({ id: role, name: `resources.users.roles.${role}` }));
