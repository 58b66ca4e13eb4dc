import type { Product } from "@/lib/products/types";
import { saveFailure, saveWithMerge } from "./catalog-client";

const soap = (id: string, description = `About ${id}`): Product => ({
  id,
  name: `Soap ${id}`,
  subtitle: "",
  description,
  imagePath: "/images/products/laurel-5.svg",
  ingredients: [{ name: "Olive oil", amount: 95 }],
});

const answer = (status: number, body: unknown = {}, etag?: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: etag ? { etag: `"${etag}"` } : {},
  });

/** A server that answers each request with the next response given. */
function server(...responses: Response[]) {
  const calls: { method: string; ifMatch: string | null; body: unknown }[] = [];
  jest.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
    const headers = new Headers(init?.headers);
    calls.push({
      method: init?.method ?? "GET",
      ifMatch: headers.get("if-match"),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return responses.shift()!;
  });
  return calls;
}

afterEach(() => jest.restoreAllMocks());

const base = [soap("a"), soap("b")];

describe("saving with a merge when someone saved meanwhile", () => {
  it("saves as asked when nobody did", async () => {
    const calls = server(answer(200, { changed: true }, "2"));
    const mine = [soap("a", "Mine"), soap("b")];
    await expect(saveWithMerge(mine, "1", base)).resolves.toEqual({
      version: "2",
      stored: mine,
      merged: false,
      changed: true,
    });
    expect(calls).toMatchObject([{ method: "PUT", ifMatch: '"1"' }]);
  });

  it("says so when the server held that list already (nothing written)", async () => {
    server(answer(200, { changed: false }, "1"));
    await expect(saveWithMerge(base, "1", base)).resolves.toMatchObject({
      version: "1",
      changed: false,
    });
  });

  it("merges edits that do not overlap and saves them over their version", async () => {
    const theirs = [soap("a"), soap("b", "Theirs")];
    const calls = server(
      answer(412),
      answer(200, theirs, "5"),
      answer(200, { changed: true }, "6"),
    );
    const mine = [soap("a", "Mine"), soap("b")];
    const expected = [soap("a", "Mine"), soap("b", "Theirs")];
    await expect(saveWithMerge(mine, "1", base)).resolves.toEqual({
      version: "6",
      stored: expected,
      merged: true,
      changed: true,
    });
    expect(calls[2]).toEqual({
      method: "PUT",
      ifMatch: '"5"',
      body: expected,
    });
  });

  it("stops with the conflicts when both changed the same field, saving nothing", async () => {
    const theirs = [soap("a", "Theirs"), soap("b")];
    const calls = server(answer(409), answer(200, theirs, "5"));
    const outcome = await saveWithMerge(
      [soap("a", "Mine"), soap("b")],
      "1",
      base,
    );
    expect(outcome).toMatchObject({
      theirs: { version: "5", products: theirs },
      conflicts: [{ id: "a", field: "description" }],
    });
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1);
  });

  it("tries again when another save slips in between, and gives up after a few rounds", async () => {
    const theirs = [soap("a"), soap("b", "Theirs")];
    const busy = Array.from({ length: 3 }, () => [
      answer(200, theirs, "5"),
      answer(412),
    ]).flat();
    server(answer(412), ...busy);
    const error = await saveWithMerge(
      [soap("a", "Mine"), soap("b")],
      "1",
      base,
    ).catch(saveFailure);
    expect(error).toBe("conflict");
  });

  it("reports the conflict as before without a base, and other failures as they are", async () => {
    const failure = (from: Product[] | null, ...responses: Response[]) => {
      server(...responses);
      return saveWithMerge(base, "1", from).catch(saveFailure);
    };
    expect(await failure(null, answer(412))).toBe("conflict");
    expect(await failure(base, answer(401))).toBe("session");
    expect(await failure(base, answer(412), answer(500))).toBe("failed");
  });
});
