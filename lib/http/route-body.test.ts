import { z } from "zod";
import { imageRejected } from "@/lib/images/process";
import {
  ConflictError,
  InvalidError,
  NotFoundError,
  StoreUnavailableError,
} from "@/lib/documents/types";
import { answerOf, request } from "@/test/route-request";
import { HttpError } from "./responses";
import { route } from "./route";

describe("route: If-Match and the body", () => {
  const echo = route(
    {
      role: "visitor",
      ifMatch: true,
      body: z.strictObject({ n: z.number("nope") }),
      limit: 64,
      what: "thing",
      words: (message, field) => `${field} says ${message}`,
    },
    ({ body, version }) => Response.json({ body, version }),
  );
  const send = (body: string, headers: Record<string, string> = {}) =>
    echo(
      request(
        { "content-type": "application/json", "if-match": 'W/"7"', ...headers },
        { method: "POST", body },
      ),
    );

  it("hands over the parsed body and the version If-Match names", async () => {
    expect(await (await send('{"n":1}')).json()).toEqual({
      body: { n: 1 },
      version: "7",
    });
  });

  it("answers 428 without a version, before reading the body", async () => {
    for (const ifMatch of ["", "*", '""']) {
      const res = await send("not json", { "if-match": ifMatch });
      expect(res.status).toBe(428);
      expect((await res.json()).error).toMatch(/If-Match/);
    }
  });

  it("answers 415, 413 and 400 for the body, naming each field in the route's words", async () => {
    expect(
      (await send('{"n":1}', { "content-type": "text/plain" })).status,
    ).toBe(415);
    expect((await send(`{"n":"${"x".repeat(64)}"}`)).status).toBe(413);
    expect((await send("{")).status).toBe(400);
    expect(await answerOf(await send('{"n":"one"}'))).toEqual({
      status: 400,
      body: {
        error: "Invalid thing (n: n says nope)",
        fields: { n: "n says nope" },
      },
    });
  });
});

describe("route: failures, answered in one place", () => {
  const failing = (
    error: unknown,
    store?: "catalogue" | "messages" | "images" | "pageTexts",
  ) =>
    route({ role: "visitor", store }, () => {
      throw error;
    })(request({}, { method: "GET" }));
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => log.mockRestore());

  it("answers an HttpError as it says, with its fields, headers and extra keys", async () => {
    const res = await failing(
      new HttpError(429, "Slow down", {
        fields: { a: "b" },
        headers: { "Retry-After": "9" },
      }),
    );
    expect(res.headers.get("retry-after")).toBe("9");
    expect(await answerOf(res)).toEqual({
      status: 429,
      body: { error: "Slow down", fields: { a: "b" } },
    });
    const extra = await failing(new HttpError(409, "x", { extra: { v: 1 } }));
    expect(await extra.json()).toEqual({ error: "x", v: 1 });
    expect(log).not.toHaveBeenCalled();
  });

  it("answers invalid data 400 naming each field; an image it cannot read 415, one too large 422", async () => {
    const texts = await failing(
      new InvalidError("Invalid page texts (Home.title: too long)", {
        "Home.title": "too long",
      }),
      "pageTexts",
    );
    expect(await answerOf(texts)).toEqual({
      status: 400,
      body: {
        error: "Invalid page texts (Home.title: too long)",
        fields: { "Home.title": "too long" },
      },
    });
    for (const [kind, status] of [
      ["format", 415],
      ["size", 422],
    ] as const)
      expect(
        await answerOf(await failing(imageRejected(kind, "No"), "images")),
      ).toEqual({ status, body: { error: "No", fields: { file: "No" } } });
    expect(log).not.toHaveBeenCalled();
  });

  it("answers the stores' own errors, also from another copy of their classes", async () => {
    const conflict = await failing(
      new ConflictError("Changed since you fetched it", { version: "9" }),
    );
    expect(conflict.status).toBe(409);
    expect(conflict.headers.get("etag")).toBe('"9"');
    expect((await conflict.json()).version).toBe("9");
    // A rule across records (the last active editor) names no version.
    const rule = await failing(new ConflictError("Keep one editor"));
    expect(rule.headers.get("etag")).toBeNull();
    expect(await answerOf(rule)).toEqual({
      status: 409,
      body: { error: "Keep one editor" },
    });
    const foreign = Object.assign(new Error("from another copy"), {
      name: "NotFoundError",
    });
    expect((await failing(foreign)).status).toBe(404);
    expect(
      await answerOf(await failing(new NotFoundError("No account with id a1"))),
    ).toEqual({ status: 404, body: { error: "No account with id a1" } });
  });

  it("answers a store that is out of reach 503 with Retry-After (502 when it refused us), and logs it", async () => {
    const down = await failing(
      new StoreUnavailableError("timed out"),
      "messages",
    );
    expect(down.headers.get("retry-after")).toBe("30");
    expect(await answerOf(down)).toEqual({
      status: 503,
      body: {
        error:
          "Messages cannot be read or changed at the moment; try again shortly",
      },
    });
    expect(log).toHaveBeenCalledWith(
      "[messages] the message store failed:",
      "timed out",
    );
    const denied = new StoreUnavailableError("401 from the database", 401);
    expect((await failing(denied, "catalogue")).status).toBe(502);
    expect((await failing(denied, "messages")).status).toBe(503);
    const s3 = Object.assign(new Error("AccessDenied"), { $fault: "client" });
    expect((await failing(s3, "images")).status).toBe(502);
    expect((await failing(new Error("ENOSPC"), "images")).status).toBe(503);
    // Anything but an outage of the catalogue's database is the server's own fault.
    expect((await failing(new Error("bug"), "catalogue")).status).toBe(500);
  });

  it("leaves an unexpected error to Next when the route names no store", async () => {
    await expect(failing(new Error("bug"))).rejects.toThrow("bug");
  });
});
