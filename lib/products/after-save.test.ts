import { revalidatePath } from "next/cache";
import { after } from "next/server";
import { removeUnusedImages } from "@/lib/images";
import { catalogSaved } from "./after-save";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.mock("next/server", () => ({ after: jest.fn() }));
jest.mock("./history", () => ({ keptImagePaths: async () => new Set() }));
jest.mock("@/lib/images", () => ({
  removeUnusedImages: jest.fn(async () => []),
}));

describe("after a catalogue save", () => {
  it("has every page rendered again and, after the answer, clears unused photos", async () => {
    catalogSaved();
    expect(revalidatePath).toHaveBeenCalledWith("/", "layout");
    expect(removeUnusedImages).not.toHaveBeenCalled();
    await (after as jest.Mock).mock.calls[0][0]();
    expect(removeUnusedImages).toHaveBeenCalledWith(new Set());
  });
});
