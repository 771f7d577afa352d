import type { AdminUserRecord } from "@shop/shared";

export interface UserFormValues extends Partial<AdminUserRecord> {
  password?: string;
}

/** The part of the user form the admin edits: the role and, when typed, a new password. */
export const userChanges = ({ role, password }: UserFormValues) => (password ? { role, password } : { role });

/** What PUT /api/admin/users/:id takes: the changes and the version the form was loaded with (a stale save is refused). */
export function toUserUpdate(
  values: UserFormValues,
  { previousData }: { previousData?: Pick<AdminUserRecord, "version"> } = {},
) {
  return { ...userChanges(values), version: previousData?.version };
}
