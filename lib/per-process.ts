// On globalThis so routes Next bundles separately (and a dev server's reloaded modules) share it;
// made again when its key (the configuration it was made from) changes.
export function perProcess<T>(name: string, key: string, make: () => T): T {
  const slots = globalThis as unknown as Record<
    string,
    { key: string; value: T } | undefined
  >;
  const slot = `__perProcess_${name}`;
  const kept = slots[slot];
  if (kept?.key === key) return kept.value;
  const value = make();
  slots[slot] = { key, value };
  return value;
}
