import { sameName, type ListItem } from "./item";

/** Ingredients only when ticked: the list starts with apples and tomatoes, which are no order of soap. */
export function enquiryItems(
  items: readonly Readonly<ListItem>[],
  withIngredients: boolean,
): ListItem[] {
  const of = (soap: boolean) =>
    items.filter((item) => (item.kind === "soap") === soap);
  return [...of(true), ...(withIngredients ? of(false) : [])];
}

export function withoutSentSoaps(
  items: readonly Readonly<ListItem>[],
  sentNames: readonly string[],
): ListItem[] {
  return items.filter(
    (item) =>
      item.kind !== "soap" ||
      !sentNames.some((name) => sameName(name, item.name)),
  );
}
