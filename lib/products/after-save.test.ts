import { revalidateTag } from "next/cache";
import { removeUnusedImages } from "@/lib/images";
import { catalogSaved } from "./after-save";

jest.mock("next/cache", () => ({ revalidateTag: jest.fn() }));
jest.mock("./history", () => ({ keptImagePaths: async () => new Set() }));
jest.mock("@/lib/images", () => ({
  removeUnusedImages: jest.fn(async () => []),
}));

describe("after a catalogue save", () => {
  it("has the catalogue's pages rendered again and clears unused photos", async () => {
    catalogSaved();
    expect(revalidateTag).toHaveBeenCalledWith("catalog", { expire: 0 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(removeUnusedImages).toHaveBeenCalledWith(new Set());
  });
});
