import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { imageStore } from "@/lib/images";
import { current, product, put } from "@/test/api/products";

// Route handlers run here without Next's request scope: nothing to purge, no after().
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.mock("next/server", () => ({
  ...jest.requireActual("next/server"),
  after: jest.fn(),
}));

const PHOTO = "/media/0123456789abcdef0123.webp";

describe("PUT /api/products: only pictures the site can show", () => {
  useTempDataDir();

  it("refuses an address on another site, a missing artwork and a photo never uploaded (400)", async () => {
    const cookie = await sessionCookie();
    const { etag } = await current();
    const res = await put(
      [
        product("remote", { imagePath: "https://cdn.example.com/soap.jpg" }),
        product("gone", { imagePath: "/images/products/no-such-soap.svg" }),
        product("photo", { imagePath: PHOTO }),
        product("none", { imagePath: "" }),
      ],
      { ifMatch: etag, cookie },
    );
    expect(res.status).toBe(400);
    const missing = "There is no such picture on the site";
    expect((await res.json()).fields).toEqual({
      "0.imagePath": expect.stringContaining("other websites cannot be shown"),
      "1.imagePath": expect.stringContaining(missing),
      "2.imagePath": expect.stringContaining(missing),
      "3.imagePath": expect.stringContaining("needs a picture"),
    });
    expect((await current()).etag).toBe(etag);
  });

  it("accepts an artwork of the site and an uploaded photo that is stored", async () => {
    const cookie = await sessionCookie();
    await imageStore().put(PHOTO.slice("/media/".length), new Uint8Array([1]));
    const { etag } = await current();
    const res = await put(
      [
        product("art", { imagePath: "/images/products/gift-set.svg" }),
        product("photo", { imagePath: PHOTO }),
      ],
      { ifMatch: etag, cookie },
    );
    expect(res.status).toBe(200);
    expect((await current()).products.map((p) => p.imagePath)).toEqual([
      "/images/products/gift-set.svg",
      PHOTO,
    ]);
  });
});
