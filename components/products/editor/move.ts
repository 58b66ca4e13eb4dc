// The same list when either index is outside it or they are equal.
export function moveItem<T>(list: T[], from: number, to: number): T[] {
  const inside = (i: number) =>
    Number.isInteger(i) && i >= 0 && i < list.length;
  if (!inside(from) || !inside(to) || from === to) return list;
  const next = list.filter((_, i) => i !== from);
  next.splice(to, 0, list[from]!);
  return next;
}
