import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { GET } from "./route";

const get = (cookie?: string) =>
  GET(
    new Request("http://localhost:3000/api/page-texts/editor", {
      headers: cookie ? { cookie } : {},
    }),
    { params: Promise.resolve({}) },
  );

describe("GET /api/page-texts/editor: the in-place editor's own words", () => {
  useTempDataDir();

  it("answers an editor the PageTexts messages and the locale, kept private", async () => {
    const res = await get(await sessionCookie({ sub: "words-ed" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/private|no-store/);
    const body = await res.json();
    expect(body.locale).toBe("en");
    expect(Object.keys(body.messages)).toEqual(["PageTexts"]);
    expect(body.messages.PageTexts.inPlace.save).toBe("Save");
  });

  it("refuses a visitor (401) and a member (403)", async () => {
    expect((await get()).status).toBe(401);
    const member = await sessionCookie(
      { sub: "words-member", email: "sami.words@example.com" },
      { role: "member" },
    );
    expect((await get(member)).status).toBe(403);
  });
});
