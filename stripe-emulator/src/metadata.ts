/** Stripe's metadata update: given keys are set, keys given an empty value are removed. */
export function withMetadata(
  current: Record<string, string>,
  changes: Record<string, string>,
): Record<string, string> {
  const merged = { ...current, ...changes };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== ''));
}
