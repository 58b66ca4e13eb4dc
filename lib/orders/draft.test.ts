import type { StoredMessage } from "@/lib/inbox/types";
import type { Product } from "@/lib/products/types";
import { newOrder } from "@/test/orders/order";
import { draftFromEnquiry } from "./draft";

const soap = (patch: Partial<Product>): Product => ({
  id: "laurel-40",
  name: "Laurel 40%",
  subtitle: "",
  description: "",
  imagePath: "/images/products/laurel-40.svg",
  ingredients: [],
  ...patch,
});

const enquiry: StoredMessage = {
  id: "m-7",
  receivedAt: "2026-03-01T10:00:00.000Z",
  name: "Amal Haddad",
  email: "amal@example.com",
  phone: "",
  message: "Could you send these?",
  read: false,
  delivery: { state: "stored", attempts: 0 },
  list: [
    { name: "laurel 40%", amount: 3 },
    { name: "Olive 5%", amount: 1 },
    { name: "Pound soap", amount: 2 },
    { name: "Olive oil", amount: 1.5 },
  ],
};

describe("an enquiry's soaps as order lines", () => {
  it("prices each soap from the catalogue in the shop's currency, leaves the rest for the owner", () => {
    const products = [
      soap({ price: 12.5, currency: "EUR", stock: 4 }),
      soap({ id: "olive-5", name: "Olive 5%", price: 0.29, currency: "EUR" }),
      soap({ id: "pound", name: "Pound soap", price: 9, currency: "GBP" }),
    ];
    const earlier = { id: "ABCDEFGH", ...newOrder({ messageId: "m-7" }) };
    const other = { id: "HGFEDCBA", ...newOrder({ messageId: "m-8" }) };
    expect(
      draftFromEnquiry(enquiry, products, "EUR", [earlier, other]),
    ).toEqual({
      message: { id: "m-7", name: "Amal Haddad", email: "amal@example.com" },
      currency: "EUR",
      lines: [
        {
          productId: "laurel-40",
          name: "Laurel 40%",
          quantity: 3,
          unitPrice: "12.50",
          stock: 4,
        },
        {
          productId: "olive-5",
          name: "Olive 5%",
          quantity: 1,
          unitPrice: "0.29",
        },
        // Priced in another currency: the owner types the price.
        { productId: "pound", name: "Pound soap", quantity: 2, unitPrice: "" },
      ],
      others: [{ name: "Olive oil", amount: 1.5 }],
      orders: [{ id: "ABCDEFGH", state: "sent", createdAt: earlier.createdAt }],
    });
  });

  it("starts empty for a message without a list", () => {
    const { list, ...plain } = enquiry;
    void list;
    expect(draftFromEnquiry(plain, [soap({})], "EUR", [])).toMatchObject({
      lines: [],
      others: [],
      orders: [],
    });
  });
});
