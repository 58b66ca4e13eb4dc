/**
 * The header's slot for what later features add beside the navigation
 * (the signed-in account menu, the shopping-list link). Empty for now.
 */
export function HeaderExtras() {
  return null;
}
