import { enquiryItems, withoutSentSoaps } from "./enquiry";
import type { ListItem } from "./item";
import { startingItems } from "./stored-list";

const soap = (name: string, amount: number): ListItem => ({
  kind: "soap",
  name,
  amount,
});
const ing = (name: string, amount: number): ListItem => ({
  kind: "ingredient",
  name,
  amount,
});

describe("enquiryItems", () => {
  const list = [
    ...startingItems(),
    soap("Aleppo soap, 40% laurel oil", 2),
    ing("lye", 0.3),
    soap("Aleppo soap, 5% laurel oil", 1),
  ];

  it("attaches the soaps only, never the starting apples and tomatoes, unless asked", () => {
    expect(enquiryItems(list, false)).toEqual([
      soap("Aleppo soap, 40% laurel oil", 2),
      soap("Aleppo soap, 5% laurel oil", 1),
    ]);
    expect(enquiryItems(startingItems(), false)).toEqual([]);
  });

  it("adds the ingredients after the soaps when the visitor ticked the box", () => {
    expect(enquiryItems(list, true)).toEqual([
      soap("Aleppo soap, 40% laurel oil", 2),
      soap("Aleppo soap, 5% laurel oil", 1),
      ing("apples", 5),
      ing("tomatoes", 10),
      ing("lye", 0.3),
    ]);
  });
});

describe("withoutSentSoaps", () => {
  it("takes the sent soaps off (any case), keeps the rest", () => {
    const list = [
      ing("apples", 5),
      soap("Aleppo soap, 40% laurel oil", 2),
      soap("Aleppo soap gift set", 1),
      ing("Aleppo soap gift set", 1),
    ];
    expect(
      withoutSentSoaps(list, [" ALEPPO SOAP, 40% LAUREL OIL ", "apples"]),
    ).toEqual([
      ing("apples", 5),
      soap("Aleppo soap gift set", 1),
      ing("Aleppo soap gift set", 1),
    ]);
    expect(withoutSentSoaps(list, [])).toEqual(list);
  });
});
