import fs from "node:fs";
import path from "node:path";
import {
  expect,
  request,
  type APIRequestContext,
  type BrowserContext,
} from "@playwright/test";
import { authDir, port, serverIndex } from "./servers";

const baseURL = `http://127.0.0.1:${port}`;

/** The e2e servers' first admin account (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const ADMIN = {
  email: "owner@halabi-e2e.example.com",
  password: "juniper-and-quince-1832",
} as const;

/** The password of every account the tests make. */
export const PASSWORD = "juniper-kettle-1832";

let counter = 0;

/** An address of its own per call, so per-address limits never meet across tests. */
export function ownAddress(): string {
  return `10.${(process.pid % 200) + 20}.${++counter % 250}.${Math.floor(Math.random() * 250) + 1}`;
}

/** An email no other test (or earlier run against the same data) uses. */
export function uniqueEmail(prefix = "owner"): string {
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${++counter}@example.com`;
}

/**
 * Signs in through next-auth's documented REST endpoints (CSRF token, then
 * the credentials callback); answers the callback's status (200 signed in,
 * 401 refused). The session cookie lands in `context`.
 */
export async function signInStatus(
  context: APIRequestContext,
  email: string,
  password: string,
  /** Another server than the context's own (an absolute origin). */
  base = "",
): Promise<number> {
  const headers = { "x-forwarded-for": ownAddress() };
  const csrf = await context.get(`${base}/api/auth/csrf`, { headers });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await context.post(`${base}/api/auth/callback/credentials`, {
    form: { email, password, csrfToken, json: "true" },
    headers,
  });
  return res.status();
}

/** Signs in through the API (signInStatus), which must succeed. */
export async function signInWithApi(
  context: APIRequestContext,
  email: string,
  password: string,
  base = "",
): Promise<void> {
  expect(await signInStatus(context, email, password, base)).toBe(200);
}

export type Account = { email: string; password: string };
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
/** An account and what a browser signed in as it holds: the session cookie and the session hint. */
export type SignedIn = Account & { state: StorageState };
export type Role = "admin" | "editor" | "member";

/**
 * The browser state of `context`'s session on `base`: its cookies, and the
 * session hint the login page leaves in localStorage
 * (components/account/session.ts), so the header knows it is signed in.
 */
async function browserState(
  base: string,
  context: APIRequestContext,
  email: string,
): Promise<StorageState> {
  const session = await (await context.get("/api/auth/session")).json();
  expect(session).toMatchObject({ email });
  const { cookies } = await context.storageState();
  const hint = { name: "userData", value: JSON.stringify(session) };
  return { cookies, origins: [{ origin: base, localStorage: [hint] }] };
}

/** `account` signed in through the API on the server at `base`. */
export async function signedInState(
  base: string,
  account: Account,
): Promise<SignedIn> {
  const context = await request.newContext({
    baseURL: base,
    storageState: undefined,
  });
  try {
    await signInWithApi(context, account.email, account.password);
    return {
      ...account,
      state: await browserState(base, context, account.email),
    };
  } finally {
    await context.dispose();
  }
}

/** The account's id, as the Editors API lists it. */
async function accountId(admin: APIRequestContext, email: string) {
  const res = await admin.get("/api/accounts");
  expect(res.status()).toBe(200);
  const accounts = (await res.json()) as { id: string; email: string }[];
  const found = accounts.find((a) => a.email === email.toLowerCase());
  expect(found, `account ${email}`).toBeDefined();
  return found!.id;
}

/** What an editor does on the Editors screen, through its API. */
async function setRole(
  admin: APIRequestContext,
  email: string,
  role: "editor" | "member",
) {
  const id = await accountId(admin, email);
  const res = await admin.patch(`/api/accounts/${encodeURIComponent(id)}`, {
    data: { role },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A new account on the server at `base`, made through the API: signed up,
 * signed in (the Editors screen lists accounts that have), and made an
 * editor by `admin` when `role` says so.
 */
export async function createAccount(
  base: string,
  admin: APIRequestContext,
  role: "editor" | "member",
  email = uniqueEmail(role),
): Promise<SignedIn> {
  const context = await request.newContext({
    baseURL: base,
    storageState: undefined,
  });
  try {
    const res = await context.post("/api/auth/signup", {
      data: { email, password: PASSWORD },
      headers: { "x-forwarded-for": ownAddress() },
    });
    expect(res.status(), await res.text()).toBe(201);
    await signInWithApi(context, email, PASSWORD);
    if (role === "editor") await setRole(admin, email, "editor");
    return {
      email,
      password: PASSWORD,
      state: await browserState(base, context, email),
    };
  } finally {
    await context.dispose();
  }
}

/** Where e2e/auth.setup.ts keeps the signed-in roles of the main server `index`. */
export const sessionsFile = (index: number) =>
  path.join(authDir, `server-${index}.json`);

/** A role's account on this worker's server, signed in once for the whole run (e2e/auth.setup.ts). */
export function savedSession(role: Role): SignedIn {
  const saved = JSON.parse(fs.readFileSync(sessionsFile(serverIndex), "utf8"));
  return (saved as Record<Role, SignedIn>)[role];
}

let admin: Promise<APIRequestContext> | undefined;

/** The first admin's API, from its saved session (one per worker). */
export function adminRequest(): Promise<APIRequestContext> {
  admin ??= request.newContext({
    baseURL,
    storageState: savedSession("admin").state,
  });
  return admin;
}

/** A new account of its own on this worker's server (for a test that signs out or changes it). */
export const newAccount = async (role: "editor" | "member", email?: string) =>
  createAccount(baseURL, await adminRequest(), role, email);

export const promote = async (email: string) =>
  setRole(await adminRequest(), email, "editor");

/** Takes the editor role back, which also ends the account's sessions. */
export const demote = async (email: string) =>
  setRole(await adminRequest(), email, "member");
