import {
  catalogueCurrency,
  isOutOfStock,
  formattedPrice,
  hasSellingDetails,
} from "./selling";
import { sampleProduct } from "@/test/products/sample";

const soap = { ...sampleProduct, name: "Aleppo soap 5 %" };

describe("selling details as the pages show them", () => {
  it("formats a price in its currency, British style", () => {
    expect(formattedPrice({ ...soap, price: 12.5, currency: "EUR" })).toBe(
      "€12.50",
    );
    expect(formattedPrice({ ...soap, price: 1200, currency: "GBP" })).toBe(
      "£1,200.00",
    );
    expect(formattedPrice({ ...soap, price: 7, currency: "USD" })).toBe(
      "US$7.00",
    );
  });

  it("shows no price without both a price and a currency", () => {
    expect(formattedPrice({ ...soap, price: 12.5 })).toBeNull();
    expect(formattedPrice({ ...soap, currency: "EUR" })).toBeNull();
  });

  it("knows when there is nothing to show", () => {
    expect(hasSellingDetails(soap)).toBe(false);
    expect(hasSellingDetails({ ...soap, size: "200 g" })).toBe(true);
    expect(hasSellingDetails({ ...soap, stock: 0 })).toBe(true);
    expect(hasSellingDetails({ ...soap, price: 3, currency: "EUR" })).toBe(
      true,
    );
  });
});

describe("stock", () => {
  it("is out only when counted and none is left", () => {
    expect(isOutOfStock({ ...soap, stock: 0 })).toBe(true);
    expect(isOutOfStock({ ...soap, stock: 3 })).toBe(false);
    expect(isOutOfStock(soap)).toBe(false);
  });
});

describe("the catalogue's currency", () => {
  it("is the one most prices are in, the first seen on a tie", () => {
    const priced = (currency: string) => ({ ...soap, price: 5, currency });
    expect(
      catalogueCurrency([priced("GBP"), priced("EUR"), priced("EUR")]),
    ).toBe("EUR");
    expect(catalogueCurrency([priced("GBP"), priced("EUR")])).toBe("GBP");
    // A currency without a price does not count.
    expect(catalogueCurrency([{ ...soap, currency: "USD" }])).toBeUndefined();
    expect(catalogueCurrency([])).toBeUndefined();
  });
});
