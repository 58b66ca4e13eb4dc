import { revalidatePath } from "next/cache";
import { documents } from "@/lib/documents";
import { useTempDataDir } from "@/test/temp-data-dir";
import { followSiteChanges, siteChanged } from "./site-changes";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.mock("@/lib/documents");

type Changes = { read?: () => Promise<string | null>; seen?: string | null };
const shared = () =>
  (globalThis as Record<symbol, Changes>)[Symbol.for("halabi.siteChanges")]!;
const stored = async () =>
  (await documents().get<string>("site/changed")).value;

describe("the site's change mark", () => {
  useTempDataDir();

  it("is read at start (none before the first save) and handed to the page cache", async () => {
    await followSiteChanges();
    expect(shared().seen).toBeNull();
    expect(await shared().read!()).toBeNull();
  });

  it("moves with every save, which this instance has seen and whose pages it forgets at once", async () => {
    await siteChanged();
    const first = await stored();
    expect(first).toEqual(expect.any(String));
    expect(shared().seen).toBe(first);
    expect(revalidatePath).toHaveBeenCalledWith("/", "layout");

    await siteChanged();
    const second = await stored();
    expect(second).not.toBe(first);
    expect(shared().seen).toBe(second);
    expect(await shared().read!()).toBe(second);
  });

  it("still forgets this instance's pages when the store cannot take the mark", async () => {
    const before = shared().seen;
    (revalidatePath as jest.Mock).mockClear();
    const real = documents();
    const failing = jest.mocked(documents).mockReturnValue({
      ...real,
      patch: async () => {
        throw new Error("unreachable");
      },
    });
    jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      await siteChanged();
    } finally {
      failing.mockImplementation(() => real);
      jest.restoreAllMocks();
    }
    expect(failing).toHaveBeenCalled();
    expect(shared().seen).toBe(before);
    expect(revalidatePath).toHaveBeenCalledWith("/", "layout");
  });
});
