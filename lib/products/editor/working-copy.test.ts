import { memoryStorage } from "@/test/memory-storage";
import type { Product } from "@/lib/products/types";
import { createWorkingCopy, type WorkingCopyState } from "./working-copy";
import {
  loadWorkingCopy,
  saveWorkingCopy,
  clearWorkingCopy,
  hasUnsavedEdits,
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

describe("admin working copy", () => {
  it("adds, updates by index, deletes by index and replaces all, notifying each time", () => {
    const copy = createWorkingCopy({
      products: [soap("a")],
      version: "4",
      dirty: false,
    });
    const seen: WorkingCopyState[] = [];
    copy.subscribe((s) => seen.push(s));

    copy.add(soap("b"));
    expect(copy.update(0, { ...soap("a"), name: "Renamed" })).toBe(true);
    expect(copy.remove(1)).toBe(true);
    copy.replaceAll([soap("x"), soap("y")], { version: "5", dirty: false });

    expect(seen.map((s) => s.products.map((p) => p.name))).toEqual([
      ["Soap a", "Soap b"],
      ["Renamed", "Soap b"],
      ["Renamed"],
      ["Soap x", "Soap y"],
    ]);
    expect(seen.map((s) => [s.version, s.dirty])).toEqual([
      ["4", true],
      ["4", true],
      ["4", true],
      ["5", false],
    ]);
  });

  it("ignores an update or a delete outside the list, without notifying", () => {
    const copy = createWorkingCopy({
      products: [soap("a")],
      version: "1",
      dirty: false,
    });
    const listener = jest.fn();
    copy.subscribe(listener);
    expect(copy.update(3, soap("z"))).toBe(false);
    expect(copy.remove(-1)).toBe(false);
    expect(copy.remove(1.5)).toBe(false);
    expect(listener).not.toHaveBeenCalled();
    expect(copy.get().dirty).toBe(false);
  });

  it("gives every subscriber its own copy: changing it cannot change the store", () => {
    const copy = createWorkingCopy({
      products: [soap("a")],
      version: "1",
      dirty: false,
    });
    let first: WorkingCopyState | undefined;
    let second: WorkingCopyState | undefined;
    copy.subscribe((s) => (first = s));
    copy.subscribe((s) => (second = s));
    copy.add(soap("b"));

    first!.products[0]!.name = "Vandalised";
    first!.products[0]!.ingredients[0]!.amount = -1;
    first!.products.push(soap("intruder"));
    first!.dirty = false;

    expect(second!.products.map((p) => p.name)).toEqual(["Soap a", "Soap b"]);
    expect(copy.get().products.map((p) => p.name)).toEqual([
      "Soap a",
      "Soap b",
    ]);
    expect(copy.get().products[0]!.ingredients[0]!.amount).toBe(95);
    expect(copy.get().dirty).toBe(true);
  });

  it("does not keep a reference to what it was given", () => {
    const product = soap("a");
    const copy = createWorkingCopy();
    copy.add(product);
    product.ingredients[0]!.amount = 1;
    expect(copy.get().products[0]!.ingredients[0]!.amount).toBe(95);
  });

  it("offers a frozen snapshot that changes identity only on change", () => {
    const copy = createWorkingCopy({
      products: [soap("a")],
      version: "1",
      dirty: false,
    });
    const before = copy.getSnapshot();
    expect(copy.getSnapshot()).toBe(before);
    expect(Object.isFrozen(before.products[0])).toBe(true);
    copy.add(soap("b"));
    expect(copy.getSnapshot()).not.toBe(before);
  });

  it("marks the copy saved at the new version", () => {
    const copy = createWorkingCopy({
      products: [],
      version: "1",
      dirty: false,
    });
    copy.add(soap("a"));
    copy.markSaved("2");
    expect(copy.get()).toMatchObject({ version: "2", dirty: false });
  });
});

describe("working copy in localStorage", () => {
  it("keeps unsaved edits, including an amount that is not a number yet", () => {
    const storage = memoryStorage();
    const state = {
      products: [soap("a", Number.NaN)],
      version: "7",
      dirty: true,
    };
    saveWorkingCopy(storage, "amal", state);
    const back = loadWorkingCopy(storage, "amal")!;
    expect(back.version).toBe("7");
    expect(back.dirty).toBe(true);
    expect(back.products[0]!.ingredients[0]!.amount).toBeNaN();
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
