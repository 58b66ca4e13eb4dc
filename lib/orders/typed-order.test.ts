import { orderInputSchema, priceOrder } from "./schema";
import { orderBody, typedTotal, type TypedOrder } from "./typed-order";

const typed = (over: Partial<TypedOrder> = {}): TypedOrder => ({
  lines: [
    {
      productId: "laurel-40",
      name: "Laurel 40%",
      quantity: "3",
      unitPrice: "9,50",
    },
    { name: "Gift wrap", quantity: "1", unitPrice: "2" },
  ],
  shipping: { label: "Parcel to France", amount: "7.5" },
  note: "",
  ...over,
});

describe("the order as typed", () => {
  it("totals the lines and shipping in minor units", () => {
    expect(typedTotal(typed(), "EUR")).toBe(3 * 950 + 200 + 750);
    expect(
      typedTotal(typed({ shipping: { label: "", amount: "" } }), "EUR"),
    ).toBe(3 * 950 + 200);
    expect(typedTotal(typed(), "JPY")).toBeNull(); // "9,50" has decimals yen do not
  });

  it.each([
    ["a quantity that is no whole number", { quantity: "1.5" }],
    ["an empty quantity", { quantity: "" }],
    ["an empty price", { unitPrice: "" }],
    ["a price that is no amount", { unitPrice: "ten" }],
  ])("has no total with %s", (_, change) => {
    const order = typed();
    order.lines[1] = { ...order.lines[1]!, ...change };
    expect(typedTotal(order, "EUR")).toBeNull();
  });

  it("is sent as the server reads it, which totals it the same", () => {
    const body = orderInputSchema.parse(orderBody("m1", typed()));
    const priced = priceOrder(body, "EUR");
    expect(priced).toMatchObject({ total: typedTotal(typed(), "EUR") });
    expect(body.lines[0]).toEqual({
      productId: "laurel-40",
      name: "Laurel 40%",
      quantity: 3,
      unitPrice: "9,50",
    });
    expect(body.lines[1]).not.toHaveProperty("productId");
  });

  it("sends a quantity it cannot read as typed, for the server to name", () => {
    const order = typed();
    order.lines[0]!.quantity = "2 boxes";
    const parsed = orderInputSchema.safeParse(orderBody("m1", order));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["lines", 0, "quantity"]);
  });
});
