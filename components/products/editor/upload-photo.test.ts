import { checkPhoto, MAX_PHOTO_BYTES } from "./upload-photo";

describe("what the browser checks before uploading a photo", () => {
  it("lets the four photo formats through up to 15 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/avif"])
      expect(checkPhoto({ size: MAX_PHOTO_BYTES, type })).toBeNull();
  });

  it("refuses a larger file, and one that is plainly not a photo", () => {
    expect(checkPhoto({ size: MAX_PHOTO_BYTES + 1, type: "image/jpeg" })).toBe(
      "tooLarge",
    );
    expect(checkPhoto({ size: 10, type: "image/svg+xml" })).toBe("wrongType");
    expect(checkPhoto({ size: 10, type: "text/html" })).toBe("wrongType");
  });

  it("leaves a file without a declared type to the server, which reads its content", () => {
    expect(checkPhoto({ size: 10, type: "" })).toBeNull();
  });
});
