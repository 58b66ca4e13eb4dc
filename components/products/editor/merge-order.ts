import type { Product } from "@/lib/products/types";

function reordered(base: readonly Product[], side: readonly Product[]) {
  const inSide = new Set(side.map((p) => p.id));
  const inBase = new Set(base.map((p) => p.id));
  const ids = (list: readonly Product[], kept: Set<string>) =>
    JSON.stringify(list.filter((p) => kept.has(p.id)).map((p) => p.id));
  return ids(base, inSide) !== ids(side, inBase);
}

// Their order, unless only I reordered; their additions go right after the product they follow there,
// so when both reordered, my additions join their order.
export function mergedOrder(
  base: readonly Product[],
  mine: readonly Product[],
  theirs: readonly Product[],
  kept: ReadonlyMap<string, Product>,
): Product[] {
  const mineFirst = reordered(base, mine) && !reordered(base, theirs);
  const [first, second] = mineFirst ? [mine, theirs] : [theirs, mine];
  const ids = first.map((p) => p.id).filter((id) => kept.has(id));
  second.forEach((product, index) => {
    if (!kept.has(product.id) || ids.includes(product.id)) return;
    const before = second
      .slice(0, index)
      .reverse()
      .find((p) => ids.includes(p.id));
    ids.splice(before ? ids.indexOf(before.id) + 1 : 0, 0, product.id);
  });
  return ids.map((id) => kept.get(id)!);
}
