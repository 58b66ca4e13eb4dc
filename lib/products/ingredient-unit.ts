// The catalogue's recipes give each amount as a share of the oils' weight, as soap makers write
// them; anything counted otherwise ends its name with its unit in brackets (lib/products/seed.ts).

/** The unit an ingredient's name ends with ("bars" for "Bar with 5% laurel oil (bars)"), or null for a share of the oils. */
export function countedUnit(name: string): string | null {
  const unit = /\(([^()]*)\)\s*$/.exec(name)?.[1]?.trim();
  return unit && !unit.startsWith("%") ? unit : null;
}
