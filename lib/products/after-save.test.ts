import { after } from "next/server";
import { removeUnusedImages } from "@/lib/images";
import { siteChanged } from "@/lib/site-changes";
import { catalogSaved } from "./after-save";

jest.mock("@/lib/site-changes", () => ({ siteChanged: jest.fn() }));
jest.mock("next/server", () => ({ after: jest.fn() }));
jest.mock("./history", () => ({ keptImagePaths: async () => new Set() }));
jest.mock("@/lib/images", () => ({
  removeUnusedImages: jest.fn(async () => []),
}));

describe("after a catalogue save", () => {
  it("tells every instance the site changed and, after the answer, clears unused photos", async () => {
    await catalogSaved();
    expect(siteChanged).toHaveBeenCalledTimes(1);
    expect(removeUnusedImages).not.toHaveBeenCalled();
    await (after as jest.Mock).mock.calls[0][0]();
    expect(removeUnusedImages).toHaveBeenCalledWith(new Set());
  });
});
