import type { Product } from "@/lib/products/types";
import { mergedOrder } from "./merge-order";

// Ingredient rows are matched only by position, so merging recipes row by row would give one
// nobody wrote; a price means nothing without its currency, so the two change together.
const FIELDS = {
  name: ["name"],
  subtitle: ["subtitle"],
  description: ["description"],
  imagePath: ["imagePath"],
  ingredients: ["ingredients"],
  price: ["price", "currency"],
  size: ["size"],
  stock: ["stock"],
} as const satisfies Record<string, readonly (keyof Product)[]>;

export type MergeField = keyof typeof FIELDS;

export const TEXT_FIELDS: readonly MergeField[] = [
  "name",
  "subtitle",
  "description",
  "imagePath",
  "size",
];

type FieldValue = Partial<Product>;

export type MergeConflict =
  | {
      kind: "field";
      id: string;
      name: string;
      field: MergeField;
      mine: FieldValue;
      theirs: FieldValue;
    }
  /** One side deleted the product, the other changed it: null is the deleted side. */
  | {
      kind: "product";
      id: string;
      name: string;
      mine: Product | null;
      theirs: Product | null;
    };

export type Choice = "mine" | "theirs" | { text: string };

export type MergeResult = {
  // Where changes overlap, mine win, so `resolve` with no choices keeps everything I wrote.
  merged: Product[];
  conflicts: MergeConflict[];
};

// Key order differs between storage, the server and the form, so keys are sorted before comparing.
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;

export const same = (a: unknown, b: unknown) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

const byId = (list: readonly Product[]) => new Map(list.map((p) => [p.id, p]));

function valueOf(product: Product, field: MergeField): FieldValue {
  const value: FieldValue = {};
  for (const key of FIELDS[field])
    if (product[key] !== undefined)
      Object.assign(value, { [key]: product[key] });
  return value;
}

function withValue(product: Product, field: MergeField, value: FieldValue) {
  const next = { ...product };
  for (const key of FIELDS[field]) delete next[key];
  return { ...next, ...value };
}

export const conflictKey = (conflict: MergeConflict) =>
  `${conflict.id}:${conflict.kind === "field" ? conflict.field : "product"}`;

// `base` is absent when both sides added it.
function mergeProduct(
  base: Product | undefined,
  mine: Product,
  theirs: Product,
  conflicts: MergeConflict[],
): Product {
  let merged: Product = { ...theirs, id: theirs.id };
  for (const field of Object.keys(FIELDS) as MergeField[]) {
    const [was, mv, tv] = [base, mine, theirs].map(
      (p) => p && valueOf(p, field),
    );
    let value = tv!;
    if (!same(mv, tv) && !(was && same(was, mv))) {
      value = mv!;
      if (!(was && same(was, tv)))
        conflicts.push({
          kind: "field",
          id: mine.id,
          name: mine.name || theirs.name,
          field,
          mine: mv!,
          theirs: tv!,
        });
    }
    merged = withValue(merged, field, value);
  }
  return merged;
}

// Deleting on one side what the other changed is a conflict too.
export function merge(
  base: readonly Product[],
  mine: readonly Product[],
  theirs: readonly Product[],
): MergeResult {
  const [was, my, their] = [byId(base), byId(mine), byId(theirs)];
  const kept = new Map<string, Product>();
  const conflicts: MergeConflict[] = [];
  for (const id of new Set([...my.keys(), ...their.keys()])) {
    const [b, m, t] = [was.get(id), my.get(id), their.get(id)];
    if (m && t) {
      kept.set(id, mergeProduct(b, m, t, conflicts));
      continue;
    }
    const survivor = (m ?? t)!;
    if (b && same(b, survivor)) continue;
    kept.set(id, survivor);
    if (b)
      conflicts.push({
        kind: "product",
        id,
        name: survivor.name,
        mine: m ?? null,
        theirs: t ?? null,
      });
  }
  const merged = mergedOrder(base, mine, theirs, kept);
  const position = new Map(merged.map((p, i) => [p.id, i]));
  conflicts.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { merged, conflicts };
}

// Mine where no choice is given.
export function resolve(
  { merged, conflicts }: MergeResult,
  choices: Readonly<Record<string, Choice>>,
): Product[] {
  let list = merged;
  for (const conflict of conflicts) {
    const choice = choices[conflictKey(conflict)] ?? "mine";
    if (conflict.kind === "product") {
      if (!(choice === "theirs" ? conflict.theirs : conflict.mine))
        list = list.filter((p) => p.id !== conflict.id);
      continue;
    }
    const value =
      choice === "mine"
        ? conflict.mine
        : choice === "theirs"
          ? conflict.theirs
          : { [conflict.field]: choice.text };
    list = list.map((p) =>
      p.id === conflict.id ? withValue(p, conflict.field, value) : p,
    );
  }
  return list;
}
