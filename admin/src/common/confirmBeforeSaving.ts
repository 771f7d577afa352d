/**
 * A form's submit handler that asks first when the values call for it (a product the shop will
 * not show): `ask` shows the warnings and answers whether to save anyway. Declined, nothing is
 * sent and the form stays as the admin left it. The form has validated the values already.
 */
export function confirmBeforeSaving<Values, Warning, Rest extends unknown[], Result>(
  save: (values: Values, ...rest: Rest) => Result | Promise<Result>,
  warningsOf: (values: Values) => Warning[],
  ask: (warnings: Warning[]) => Promise<boolean>,
): (values: Values, ...rest: Rest) => Promise<Result | undefined> {
  return async (values, ...rest) => {
    const warnings = warningsOf(values);
    if (warnings.length > 0 && !(await ask(warnings))) return undefined;
    return save(values, ...rest);
  };
}
