import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the Firebase Realtime Database REST API and the
 * Identity Toolkit password sign-in, answering as their documentation says:
 * lists stored as numeric keys and returned as arrays (or objects when
 * sparse), empty values removed, `null` for missing data, ETag with
 * `X-Firebase-ETag: true`, 412 with the current data on an `if-match`
 * mismatch, 401 {"error":"Permission denied"} without a valid `auth`; PATCH
 * merges the named children, DELETE removes (answering null). An account in
 * `readOnly` may read but not write, as under rules that let it read only.
 */
export type FakeFirebase = {
  host: string;
  url: string;
  /** The stored tree (Firebase's own form: objects with numeric keys, no empties). */
  root: Record<string, unknown>;
  /** Writes raw JSON at a path as a client of the real database could. */
  set(path: string, value: unknown): void;
  accounts: Map<string, string>;
  readOnly: Set<string>;
  /** Each valid token and the account it was issued to. */
  tokens: Map<string, string>;
  publicReads: boolean;
  signIns: number;
  requests: { method: string; path: string; search: URLSearchParams }[];
  stop(): Promise<void>;
};

export async function startFakeFirebase(): Promise<FakeFirebase> {
  const fake = {
    root: {} as Record<string, unknown>,
    accounts: new Map<string, string>(),
    readOnly: new Set<string>(),
    tokens: new Map<string, string>(),
    publicReads: false,
    signIns: 0,
    requests: [] as FakeFirebase["requests"],
  } as FakeFirebase;
  fake.set = (path, value) => write(fake.root, segments(path), stored(value));

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      const u = new URL(req.url ?? "/", "http://fake");
      fake.requests.push({
        method: req.method ?? "",
        path: u.pathname,
        search: u.searchParams,
      });
      const send = (
        status: number,
        json: unknown,
        headers: Record<string, string> = {},
      ) => {
        res.writeHead(status, {
          "content-type": "application/json",
          ...headers,
        });
        res.end(JSON.stringify(json));
      };
      if (u.pathname.endsWith("/v1/accounts:signInWithPassword")) {
        const { email, password } = JSON.parse(body || "{}") as Record<
          string,
          string
        >;
        if (!email || fake.accounts.get(email) !== password) {
          return send(400, {
            error: { code: 400, message: "INVALID_LOGIN_CREDENTIALS" },
          });
        }
        fake.signIns++;
        const idToken = randomBytes(12).toString("hex");
        fake.tokens.set(idToken, email);
        return send(200, {
          idToken,
          email,
          refreshToken: "r",
          expiresIn: "3600",
          localId: email,
          registered: true,
        });
      }
      if (!u.pathname.endsWith(".json"))
        return send(404, { error: "Not found" });
      const path = segments(u.pathname.slice(0, -".json".length));
      const account = fake.tokens.get(u.searchParams.get("auth") ?? "");
      const allowed =
        req.method === "GET"
          ? account !== undefined || fake.publicReads
          : account !== undefined && !fake.readOnly.has(account);
      if (!allowed) {
        return send(401, { error: "Permission denied" });
      }
      const current = answer(read(fake.root, path));
      const etagOf = (v: unknown) =>
        createHash("sha1").update(canonical(v)).digest("base64");
      const withEtag = (v: unknown): Record<string, string> =>
        req.headers["x-firebase-etag"] === "true" ? { ETag: etagOf(v) } : {};
      if (req.method === "GET") return send(200, current, withEtag(current));
      if (!["PUT", "PATCH", "DELETE"].includes(req.method ?? ""))
        return send(405, { error: "Method not allowed" });
      let value: unknown = null;
      try {
        if (req.method !== "DELETE") value = JSON.parse(body);
      } catch {
        return send(400, {
          error: "Invalid data; couldn't parse JSON object, array, or value.",
        });
      }
      const ifMatch = req.headers["if-match"];
      if (ifMatch !== undefined && ifMatch !== etagOf(current)) {
        return send(412, current, { ETag: etagOf(current) });
      }
      if (req.method === "PATCH") {
        if (!value || typeof value !== "object" || Array.isArray(value))
          return send(400, { error: "Invalid data; PATCH needs an object." });
        // Each named child (or deeper path) is replaced; the others stay.
        for (const [key, child] of Object.entries(value))
          write(fake.root, [...path, ...segments(key)], stored(child));
      } else {
        write(fake.root, path, stored(value));
      }
      const after = answer(read(fake.root, path));
      return send(200, value, withEtag(after));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  fake.host = `127.0.0.1:${port}`;
  fake.url = `http://${fake.host}`;
  fake.stop = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

const segments = (path: string) => path.split("/").filter(Boolean);

/** Firebase keeps arrays as objects with numeric keys and drops null and empty values. */
function stored(value: unknown): unknown {
  if (Array.isArray(value))
    value = Object.fromEntries(value.map((v, i) => [String(i), v]));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const s = stored(v);
      if (s !== null) out[k] = s;
    }
    return Object.keys(out).length > 0 ? out : null;
  }
  return value ?? null;
}

/** Objects whose keys are all indexes come back as arrays when more than half the slots are used. */
function answer(value: unknown): unknown {
  if (!value || typeof value !== "object") return value ?? null;
  const entries = Object.entries(value as Record<string, unknown>);
  const indexes = entries.map(([k]) =>
    /^(0|[1-9]\d*)$/.test(k) ? Number(k) : -1,
  );
  const max = Math.max(...indexes);
  if (indexes.every((i) => i >= 0) && entries.length * 2 > max + 1) {
    const list: unknown[] = Array.from({ length: max + 1 }, () => null);
    entries.forEach(([k, v]) => (list[Number(k)] = answer(v)));
    return list;
  }
  return Object.fromEntries(entries.map(([k, v]) => [k, answer(v)]));
}

function read(root: Record<string, unknown>, path: string[]): unknown {
  let node: unknown = root;
  for (const key of path) {
    if (!node || typeof node !== "object") return null;
    node = (node as Record<string, unknown>)[key];
  }
  return node ?? null;
}

function write(
  root: Record<string, unknown>,
  path: string[],
  value: unknown,
): void {
  if (path.length === 0) throw new Error("the fake does not replace the root");
  const [key, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) {
    if (value === null) delete root[key];
    else root[key] = value;
    return;
  }
  if (!root[key] || typeof root[key] !== "object") root[key] = {};
  const child = root[key] as Record<string, unknown>;
  write(child, rest, value);
  // Firebase keeps no empty nodes: removing the last child removes the parent.
  if (Object.keys(child).length === 0) delete root[key];
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}
