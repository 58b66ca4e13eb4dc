import { memoryStorage } from "@/test/memory-storage";
import type { Product } from "@/lib/products/types";
import {
  loadWorkingCopy,
  saveWorkingCopy,
  clearWorkingCopy,
  hasUnsavedEdits,
  parseWorkingCopy,
  workingCopyKey,
} from "./working-copy-storage";

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
    const storage = memoryStorage();
    const state = {
      products: [soap("a", Number.NaN)],
      version: "7",
      dirty: true,
      base: [soap("a")],
    };
    saveWorkingCopy(storage, "amal", state);
    const back = loadWorkingCopy(storage, "amal")!;
    expect(back.version).toBe("7");
    expect(back.base).toEqual([soap("a")]);
    expect(back.dirty).toBe(true);
    expect(back.products[0]!.ingredients[0]!.amount).toBeNaN();
  });

  it("keeps the selling details, a price still being typed included", () => {
    const storage = memoryStorage();
    const selling = {
      ...soap("a"),
      price: 12.5,
      currency: "EUR",
      size: "200 g",
      inStock: false,
    };
    saveWorkingCopy(storage, "amal", {
      products: [selling, { ...soap("b"), price: Number.NaN }, soap("c")],
      version: "7",
      dirty: true,
      base: null,
    });
    const [kept, typing, plain] = loadWorkingCopy(storage, "amal")!.products;
    expect(kept).toEqual(selling);
    expect(typing!.price).toBeNaN();
    expect(plain).toEqual(soap("c"));
    expect(plain).not.toHaveProperty("price");
  });

  it("reads a copy kept before it had a base as one without", () => {
    const storage = memoryStorage();
    const old = { products: [soap("a")], version: "3", dirty: true };
    storage.setItem(workingCopyKey("amal"), JSON.stringify(old));
    expect(loadWorkingCopy(storage, "amal")).toEqual({ ...old, base: null });
    expect(parseWorkingCopy(JSON.stringify(old))).toEqual({
      ...old,
      base: null,
    });
    expect(parseWorkingCopy("{")).toBeNull();
  });

  it("ignores a damaged entry", () => {
    const storage = memoryStorage();
    storage.setItem(workingCopyKey("amal"), "{not json");
    expect(loadWorkingCopy(storage, "amal")).toBeNull();
    storage.setItem(
      workingCopyKey("amal"),
      JSON.stringify({ products: "nope", version: 1, dirty: "yes" }),
    );
    expect(loadWorkingCopy(storage, "amal")).toBeNull();
  });

  it("belongs to the account that made it", () => {
    const storage = memoryStorage();
    saveWorkingCopy(storage, "amal", {
      products: [soap("a", 1)],
      version: "7",
      dirty: true,
      base: null,
    });
    expect(loadWorkingCopy(storage, "sami")).toBeNull();
    expect(hasUnsavedEdits(storage, "sami")).toBe(false);
    expect(hasUnsavedEdits(storage, "amal")).toBe(true);
    clearWorkingCopy(storage, "amal");
    expect(hasUnsavedEdits(storage, "amal")).toBe(false);
  });

  it("drops a draft from before drafts had an owner", () => {
    const storage = memoryStorage();
    storage.setItem(
      "halabi.admin.workingCopy.v1",
      JSON.stringify({ products: [], version: "1", dirty: true }),
    );
    expect(loadWorkingCopy(storage, "sami")).toBeNull();
    expect(storage.getItem("halabi.admin.workingCopy.v1")).toBeNull();
  });
});
