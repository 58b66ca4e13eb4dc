import { readJson, readText } from "./read-body";

const post = (
  body: BodyInit | null,
  headers: Record<string, string> = { "content-type": "application/json" },
) => new Request("http://localhost/api/x", { method: "POST", body, headers });

describe("reading request bodies", () => {
  it("parses JSON", async () => {
    const result = await readJson(post(JSON.stringify({ a: 1 })), 1024);
    expect(result).toEqual({ ok: true, value: { a: 1 } });
  });

  it("answers 400 for broken JSON", async () => {
    const result = await readJson(post("{nope"), 1024);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.response.status).toBe(400);
      expect(await result.response.json()).toEqual({
        error: "The request body is not valid JSON",
      });
    }
  });

  it("answers 415 when the body is not declared as JSON", async () => {
    const result = await readJson(
      post("{}", { "content-type": "text/plain" }),
      1024,
    );
    expect(!result.ok && result.response.status).toBe(415);
  });

  it("answers 413 past the limit, declared or streamed", async () => {
    const big = "x".repeat(2048);
    const declared = await readText(post(big), 1024);
    expect(!declared.ok && declared.response.status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++)
          controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = await readText(
      new Request("http://localhost/api/x", {
        method: "POST",
        body: stream,
        duplex: "half",
      } as RequestInit),
      1024,
    );
    expect(!streamed.ok && streamed.response.status).toBe(413);
  });

  it("reads an empty body as an empty string", async () => {
    expect(await readText(post(null), 10)).toEqual({ ok: true, value: "" });
  });
});
