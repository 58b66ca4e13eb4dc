import { catalogFailure, versionFromIfMatch } from "./http";

/** An error as another bundle's copy of lib/products/store.ts would throw it. */
function foreign(name: string, extra: Record<string, unknown>): Error {
  const error = new Error("from another copy") as Error &
    Record<string, unknown>;
  error.name = name;
  Object.assign(error, extra);
  return error;
}

describe("catalogue HTTP helpers", () => {
  it("reads If-Match in its usual forms", () => {
    expect(versionFromIfMatch('"12"')).toBe("12");
    expect(versionFromIfMatch('W/"12"')).toBe("12");
    expect(versionFromIfMatch("abc=")).toBe("abc=");
    expect(versionFromIfMatch("*")).toBeNull();
    expect(versionFromIfMatch(null)).toBeNull();
    expect(versionFromIfMatch('""')).toBeNull();
  });

  it("maps store errors by name, whichever copy of the class threw them", async () => {
    const conflict = catalogFailure(
      foreign("CatalogConflictError", {
        current: { products: [], version: "9" },
      }),
    );
    expect(conflict.status).toBe(409);
    expect(conflict.headers.get("etag")).toBe('"9"');
    expect((await conflict.json()).version).toBe("9");
    expect(
      catalogFailure(foreign("ProductNotFoundError", { id: "x" })).status,
    ).toBe(404);
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(
      catalogFailure(foreign("CatalogUnavailableError", { status: 0 })).status,
    ).toBe(503);
    expect(
      catalogFailure(foreign("CatalogUnavailableError", { status: 401 }))
        .status,
    ).toBe(502);
    expect(catalogFailure(new Error("bug")).status).toBe(500);
  });
});
