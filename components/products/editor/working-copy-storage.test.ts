import { fakeWindow } from "@/test/memory-storage";
import type { Product } from "@/lib/products/types";
import { storedWorkingCopy } from "./working-copy-storage";

const { localStorage: storage } = fakeWindow();
const KEY = "halabi.admin.workingCopy.v2:amal";
beforeEach(() => storage.clear());

const soap = (id: string, amount = 95): Product => ({
  id,
  name: `Soap ${id}`,
  subtitle: "",
  description: "",
  imagePath: "/images/products/laurel-5.svg",
  ingredients: [{ name: "Olive oil", amount }],
});

describe("working copy in localStorage", () => {
  it("keeps unsaved edits, including an amount that is not a number yet", () => {
    const state = {
      products: [soap("a", Number.NaN)],
      version: "7",
      dirty: true,
      base: [soap("a")],
    };
    storedWorkingCopy("amal").set(state);
    const back = storedWorkingCopy("amal").get()!;
    expect(back.version).toBe("7");
    expect(back.base).toEqual([soap("a")]);
    expect(back.dirty).toBe(true);
    expect(back.products[0]!.ingredients[0]!.amount).toBeNaN();
  });

  it("keeps the selling details, a price still being typed included", () => {
    const selling = {
      ...soap("a"),
      price: 12.5,
      currency: "EUR",
      size: "200 g",
      stock: 0,
    };
    storedWorkingCopy("amal").set({
      products: [selling, { ...soap("b"), price: Number.NaN }, soap("c")],
      version: "7",
      dirty: true,
      base: null,
    });
    const [kept, typing, plain] = storedWorkingCopy("amal").get()!.products;
    expect(kept).toEqual(selling);
    expect(typing!.price).toBeNaN();
    expect(plain).toEqual(soap("c"));
    expect(plain).not.toHaveProperty("price");
  });

  it("reads a copy kept before stock was counted: out of stock as 0", () => {
    const old = {
      products: [
        { ...soap("a"), inStock: false },
        { ...soap("b"), inStock: true },
      ],
      version: "3",
      dirty: true,
      base: null,
    };
    storage.setItem(KEY, JSON.stringify(old));
    expect(storedWorkingCopy("amal").get()!.products).toEqual([
      { ...soap("a"), stock: 0 },
      soap("b"),
    ]);
  });

  it("reads a copy kept before it had a base as one without", () => {
    const old = { products: [soap("a")], version: "3", dirty: true };
    storage.setItem(KEY, JSON.stringify(old));
    expect(storedWorkingCopy("amal").get()).toEqual({ ...old, base: null });
  });

  it("ignores a damaged entry", () => {
    storage.setItem(KEY, "{not json");
    expect(storedWorkingCopy("amal").get()).toBeNull();
    storage.setItem(
      KEY,
      JSON.stringify({ products: "nope", version: 1, dirty: "yes" }),
    );
    expect(storedWorkingCopy("amal").get()).toBeNull();
  });

  it("belongs to the account that made it", () => {
    storedWorkingCopy("amal").set({
      products: [soap("a", 1)],
      version: "7",
      dirty: true,
      base: null,
    });
    expect(storedWorkingCopy("sami").get()).toBeNull();
    expect(Boolean(storedWorkingCopy("sami").get()?.dirty)).toBe(false);
    expect(Boolean(storedWorkingCopy("amal").get()?.dirty)).toBe(true);
    storedWorkingCopy("amal").set(null);
    expect(Boolean(storedWorkingCopy("amal").get()?.dirty)).toBe(false);
  });

  it("drops a draft from before drafts had an owner", () => {
    storage.setItem(
      "halabi.admin.workingCopy.v1",
      JSON.stringify({ products: [], version: "1", dirty: true }),
    );
    expect(storedWorkingCopy("sami").get()).toBeNull();
    expect(storage.getItem("halabi.admin.workingCopy.v1")).toBeNull();
  });
});
