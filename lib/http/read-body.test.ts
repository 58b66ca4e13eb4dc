import { readJson, readText } from "./read-body";
import { HttpError } from "./responses";

const post = (
  body: BodyInit | null,
  headers: Record<string, string> = { "content-type": "application/json" },
) => new Request("http://localhost/api/x", { method: "POST", body, headers });

/** The HttpError a read throws, as its answer would show it. */
const refusal = async (read: Promise<unknown>) => {
  const error = await read.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { status, message } = error as HttpError;
  return { status, message };
};

describe("reading request bodies", () => {
  it("parses JSON", async () => {
    expect(await readJson(post(JSON.stringify({ a: 1 })), 1024)).toEqual({
      a: 1,
    });
  });

  it("answers 400 for broken JSON", async () => {
    expect(await refusal(readJson(post("{nope"), 1024))).toEqual({
      status: 400,
      message: "The request body is not valid JSON",
    });
  });

  it("answers 415 when the body is not declared as JSON", async () => {
    const refused = await refusal(
      readJson(post("{}", { "content-type": "text/plain" }), 1024),
    );
    expect(refused.status).toBe(415);
  });

  it("answers 413 past the limit, declared or streamed", async () => {
    const big = "x".repeat(2048);
    expect((await refusal(readText(post(big), 1024))).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++)
          controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = await refusal(
      readText(
        new Request("http://localhost/api/x", {
          method: "POST",
          body: stream,
          duplex: "half",
        } as RequestInit),
        1024,
      ),
    );
    expect(streamed).toEqual({
      status: 413,
      message: "The request body is larger than 1 KiB",
    });
  });

  it("reads an empty body as an empty string", async () => {
    expect(await readText(post(null), 10)).toBe("");
  });
});
