import { catalogSaved } from "./after-save";

jest.mock("next/cache", () => ({ revalidateTag: jest.fn() }));
jest.mock("./history", () => ({ keptImagePaths: async () => new Set() }));
jest.mock("@/lib/images", () => ({ removeUnusedImages: async () => [] }));

type Hook = { __renderPagesAhead?: (paths: string[]) => Promise<void> };

describe("after a catalogue save", () => {
  afterEach(() => {
    delete (globalThis as Hook).__renderPagesAhead;
    jest.useRealTimers();
  });

  it("renders the catalogue's pages ahead through the server's hook, once the answer is out", async () => {
    jest.useFakeTimers();
    const render = jest.fn(async () => undefined);
    (globalThis as Hook).__renderPagesAhead = render;
    catalogSaved([{ id: "laurel-12" }, { id: "p-0a1b2c" }]);
    expect(render).not.toHaveBeenCalled();
    await jest.runAllTimersAsync();
    expect(render).toHaveBeenCalledWith([
      "/products",
      "/sitemap.xml",
      "/products/laurel-12",
      "/products/p-0a1b2c",
    ]);
  });

  it("does without where no server hook exists (next dev, tests)", () => {
    expect(() => catalogSaved([{ id: "laurel-12" }])).not.toThrow();
  });
});
