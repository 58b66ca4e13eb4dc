import type { Ingredient, Product } from "./types";

// The catalogue a fresh local database starts with. Recipes are written as soap
// makers write them, as a share of the weight of the oils; the unit is in each name.
const bar = (laurel: number, lye: number): Ingredient[] => [
  { name: "Olive oil (% of oils)", amount: 100 - laurel },
  { name: "Laurel-berry oil (% of oils)", amount: laurel },
  { name: "Sodium hydroxide (% of oils)", amount: lye },
  { name: "Water (% of oils)", amount: 30 },
];

export const seedProducts: Product[] = [
  {
    id: "laurel-5",
    name: "Aleppo soap, 5% laurel oil",
    subtitle: "For dry and sensitive skin",
    description:
      "Our gentlest bar: 95% olive oil and just enough laurel-berry oil for its warm scent. The creamy lather suits dry, sensitive and reactive skin, children and daily washing of face and hands. About 200 g, aged seven months.",
    imagePath: "/images/products/laurel-5.svg",
    ingredients: bar(5, 12.9),
  },
  {
    id: "laurel-12",
    name: "Aleppo soap, 12% laurel oil",
    subtitle: "For normal skin, every day",
    description:
      "The classic everyday Aleppo bar. Olive oil keeps it mild, while 12% laurel-berry oil gives a clean, clarifying feel. Use it on face, body and hair; one bar lasts a family for weeks. About 200 g, aged seven months.",
    imagePath: "/images/products/laurel-12.svg",
    ingredients: bar(12, 13),
  },
  {
    id: "laurel-20",
    name: "Aleppo soap, 20% laurel oil",
    subtitle: "For combination skin",
    description:
      "One part laurel-berry oil to four parts olive oil balances skin that is oily in places and dry in others. Its firmer lather makes it a favourite as a shaving soap, and its scent is noticeably deeper. About 200 g, aged seven months.",
    imagePath: "/images/products/laurel-20.svg",
    ingredients: bar(20, 13.1),
  },
  {
    id: "laurel-30",
    name: "Aleppo soap, 30% laurel oil",
    subtitle: "For oily skin",
    description:
      "A richly scented bar with a golden crust and a dark green heart. The high share of laurel-berry oil gives a purifying wash for oily skin and scalp. Start with it every other day if your skin is new to laurel. About 200 g, aged seven months.",
    imagePath: "/images/products/laurel-30.svg",
    ingredients: bar(30, 13.2),
  },
  {
    id: "laurel-40",
    name: "Aleppo soap, 40% laurel oil",
    subtitle: "For oily and acne-prone skin",
    description:
      "Our strongest bar, and the rarest: two fifths of its oil is laurel-berry oil, pressed from a harvest that yields very little. Chosen by people with oily or acne-prone skin for its clarifying effect. About 200 g, aged seven months.",
    imagePath: "/images/products/laurel-40.svg",
    ingredients: bar(40, 13.3),
  },
  {
    id: "liquid-soap",
    name: "Aleppo liquid soap",
    subtitle: "Olive and laurel oil soap for the pump bottle",
    description:
      "The same two oils, saponified with potassium instead of sodium so the soap stays liquid. Gentle enough for frequent hand washing and for the shower, with a light laurel scent. 500 ml glass bottle with pump.",
    imagePath: "/images/products/liquid-soap.svg",
    ingredients: [
      { name: "Olive oil (% of oils)", amount: 90 },
      { name: "Laurel-berry oil (% of oils)", amount: 10 },
      { name: "Potassium hydroxide (% of oils)", amount: 18 },
      { name: "Water (% of oils)", amount: 200 },
    ],
  },
  {
    id: "gift-set",
    name: "Aleppo soap gift set",
    subtitle: "Three bars in a hand-tied cotton pouch",
    description:
      "A bar each of 5%, 20% and 40% laurel oil, so the one you give it to can find the strength that suits their skin. Packed with a wooden soap dish and a card telling the story of our workshop since 1832.",
    imagePath: "/images/products/gift-set.svg",
    ingredients: [
      { name: "Bar with 5% laurel oil (bars)", amount: 1 },
      { name: "Bar with 20% laurel oil (bars)", amount: 1 },
      { name: "Bar with 40% laurel oil (bars)", amount: 1 },
      { name: "Olive-wood soap dish (pieces)", amount: 1 },
    ],
  },
];
