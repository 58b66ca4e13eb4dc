import type { Product } from "./types";

type ProductName = Pick<Product, "id" | "name">;

/** Added, dropped and renamed products only; other edits and moves are not listed. */
export function catalogChanges(
  before: readonly ProductName[],
  after: readonly ProductName[],
) {
  const earlier = new Map(before.map((p) => [p.id, p.name]));
  const later = new Set(after.map((p) => p.id));
  const renamed: { from: string; to: string }[] = [];
  const added: string[] = [];
  for (const { id, name } of after) {
    const was = earlier.get(id);
    if (was === undefined) added.push(name);
    else if (was !== name) renamed.push({ from: was, to: name });
  }
  return {
    added,
    removed: before.filter((p) => !later.has(p.id)).map((p) => p.name),
    renamed,
  };
}
