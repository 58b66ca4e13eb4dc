import { answerOf } from "@/test/route-request";
import { DELETE, GET, PATCH, POST, PUT } from "./route";

const noSuchRoute = { status: 404, body: { error: "No such API route" } };

describe("an address under /api/ that names no route", () => {
  it("answers 404 in the API's shape to every method, whatever the body says it is", async () => {
    const bodies: [Record<string, string>, string][] = [
      [{ rsc: "1" }, "x"],
      [{ "next-action": "abc", "content-type": "text/plain" }, "[]"],
      [{ "content-type": "multipart/form-data; boundary=b" }, "--b--\r\n"],
      [{ "content-type": "application/json" }, '{"a":1}'],
    ];
    for (const [method, handler] of Object.entries({
      POST,
      PUT,
      PATCH,
      DELETE,
    }))
      for (const [headers, body] of bodies) {
        const req = new Request("http://localhost:3000/api/no/such/route", {
          method,
          headers: { "sec-fetch-site": "same-origin", ...headers },
          body,
        });
        expect(await answerOf(await handler(req))).toEqual(noSuchRoute);
      }
    const read = await GET(new Request("http://localhost:3000/api/nope"));
    expect(await answerOf(read)).toEqual(noSuchRoute);
  });
});
