import { orderInputSchema, priceOrder, stateChangeSchema } from "./schema";

const input = (patch: Record<string, unknown> = {}) =>
  orderInputSchema.parse({
    messageId: "m-1",
    lines: [
      {
        productId: "laurel-40",
        name: "Laurel  40%\n",
        quantity: 2,
        unitPrice: "12,50",
      },
      { name: "Gift box", quantity: 1, unitPrice: "4" },
    ],
    shipping: { label: "Parcel to France", amount: "7.5" },
    note: "Thank you!\r\nSee you soon.",
    ...patch,
  });

describe("an order as an editor sends it", () => {
  it("is read into minor units of the shop's currency, the total computed here", () => {
    const parsed = input({ total: 1, currency: "USD" });
    expect(parsed).not.toHaveProperty("total");
    expect(parsed.note).toBe("Thank you!\nSee you soon.");
    expect(priceOrder(parsed, "EUR")).toEqual({
      lines: [
        {
          productId: "laurel-40",
          name: "Laurel 40%",
          quantity: 2,
          unitPrice: 1250,
        },
        { name: "Gift box", quantity: 1, unitPrice: 400 },
      ],
      shipping: { label: "Parcel to France", amount: 750 },
      total: 2 * 1250 + 400 + 750,
    });
  });

  it("names each amount it cannot read", () => {
    expect(
      priceOrder(
        input({
          lines: [
            { name: "A", quantity: 1, unitPrice: "0" },
            { name: "B", quantity: 1, unitPrice: "9.999" },
            { name: "C", quantity: 1, unitPrice: "9.99" },
          ],
          shipping: { label: "", amount: "-1" },
        }),
        "EUR",
      ),
    ).toEqual({
      fields: {
        "lines.0.unitPrice": expect.stringMatching(/above 0/),
        "lines.1.unitPrice": expect.stringMatching(/in EUR/),
        "shipping.amount": expect.stringMatching(/in EUR/),
      },
    });
    // Yen have no decimals.
    expect(priceOrder(input(), "JPY")).toHaveProperty([
      "fields",
      "lines.0.unitPrice",
    ]);
  });

  it("free shipping may be left empty; a total one card payment cannot carry is refused", () => {
    const free = priceOrder(
      input({ shipping: { label: "", amount: "" } }),
      "EUR",
    );
    expect(free).toMatchObject({ shipping: { label: "", amount: 0 } });
    expect(
      priceOrder(
        input({ lines: [{ name: "A", quantity: 10_000, unitPrice: "99999" }] }),
        "EUR",
      ),
    ).toEqual({
      fields: { lines: expect.stringMatching(/more than one card payment/) },
    });
  });

  it.each([
    ["no lines", { lines: [] }, "lines"],
    [
      "a fraction of a bar",
      { lines: [{ name: "A", quantity: 1.5, unitPrice: "1" }] },
      "lines.0.quantity",
    ],
    [
      "a price as a number",
      { lines: [{ name: "A", quantity: 1, unitPrice: 9.5 }] },
      "lines.0.unitPrice",
    ],
    [
      "an empty name",
      { lines: [{ name: "  ", quantity: 1, unitPrice: "1" }] },
      "lines.0.name",
    ],
    [
      "a product id that cannot be one",
      {
        lines: [{ productId: "../x", name: "A", quantity: 1, unitPrice: "1" }],
      },
      "lines.0.productId",
    ],
    [
      "51 lines",
      {
        lines: Array.from({ length: 51 }, () => ({
          name: "A",
          quantity: 1,
          unitPrice: "1",
        })),
      },
      "lines",
    ],
    ["a long note", { note: "x".repeat(2001) }, "note"],
  ])("refuses %s", (_what, patch, field) => {
    const result = orderInputSchema.safeParse({
      messageId: "m-1",
      lines: [{ name: "A", quantity: 1, unitPrice: "1" }],
      ...patch,
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join("."))).toContain(field);
  });
});

describe("an owner's change of state", () => {
  it("takes a tracking link (https) with shipped only", () => {
    expect(
      stateChangeSchema.parse({
        from: "paid",
        to: "shipped",
        tracking: " https://t.example/1 ",
      }),
    ).toEqual({ from: "paid", to: "shipped", tracking: "https://t.example/1" });
    expect(
      stateChangeSchema.parse({ from: "paid", to: "shipped", tracking: "" }),
    ).toEqual({
      from: "paid",
      to: "shipped",
    });
    for (const bad of [
      { from: "paid", to: "shipped", tracking: "http://t.example/1" },
      { from: "paid", to: "shipped", tracking: "javascript:alert(1)" },
      { from: "paid", to: "cancelled", tracking: "https://t.example/1" },
      { from: "paid", to: "accepted" },
      { from: "lost", to: "paid" },
    ])
      expect(stateChangeSchema.safeParse(bad).success).toBe(false);
  });
});
