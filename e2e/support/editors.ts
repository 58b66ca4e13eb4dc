import {
  expect,
  request,
  type APIRequestContext,
  type Cookie,
  type Page,
} from "@playwright/test";
import { port } from "./servers";

const baseURL = `http://127.0.0.1:${port}`;

/** The e2e servers' first admin account (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const ADMIN = {
  email: "owner@halabi-e2e.example.com",
  password: "juniper-and-quince-1832",
} as const;

let counter = 0;

/** An address of its own per call, so per-address sign-in limits never meet across tests. */
export function ownAddress(): string {
  return `10.${(process.pid % 200) + 20}.${++counter % 250}.${Math.floor(Math.random() * 250) + 1}`;
}

/**
 * Signs in through next-auth's documented REST endpoints (CSRF token, then
 * the credentials callback); the session cookie lands in `context`.
 */
export async function signInWithApi(
  context: APIRequestContext,
  email: string,
  password: string,
  /** Another server than the context's own (an absolute origin). */
  base = "",
): Promise<void> {
  const headers = { "x-forwarded-for": ownAddress() };
  const csrf = await context.get(`${base}/api/auth/csrf`, { headers });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await context.post(`${base}/api/auth/callback/credentials`, {
    form: { email, password, csrfToken, json: "true" },
    headers,
  });
  expect(res.status(), await res.text()).toBe(200);
}

let admin: Promise<APIRequestContext> | undefined;

/** One signed-in admin per worker (signing in costs a scrypt hash and counts against limits). */
export function adminRequest(): Promise<APIRequestContext> {
  admin ??= (async () => {
    const context = await request.newContext({ baseURL });
    await signInWithApi(context, ADMIN.email, ADMIN.password);
    return context;
  })();
  return admin;
}

/** The account's id, as the Editors API lists it. */
async function accountId(email: string): Promise<string> {
  const res = await (await adminRequest()).get("/api/accounts");
  expect(res.status()).toBe(200);
  const accounts = (await res.json()) as { id: string; email: string }[];
  const found = accounts.find((a) => a.email === email.toLowerCase());
  expect(found, `account ${email}`).toBeDefined();
  return found!.id;
}

/** What an editor does on the Editors screen, through its API. */
async function setRole(email: string, role: "editor" | "member") {
  const id = await accountId(email);
  const res = await (
    await adminRequest()
  ).patch(`/api/accounts/${encodeURIComponent(id)}`, { data: { role } });
  expect(res.status(), await res.text()).toBe(200);
}

export const promote = (email: string) => setRole(email, "editor");

/** Takes the editor role back, which also ends the account's sessions. */
export const demote = (email: string) => setRole(email, "member");

/** A fresh member account, signed in in `context` (through the API). */
async function newMember(
  context: APIRequestContext,
  password: string,
): Promise<string> {
  const email = `member.${Date.now().toString(36)}.${process.pid}.${++counter}@example.com`;
  const res = await context.post("/api/auth/signup", {
    data: { email, password },
    headers: { "x-forwarded-for": ownAddress() },
  });
  expect(res.status(), await res.text()).toBe(201);
  await signInWithApi(context, email, password);
  return email;
}

/** A fresh member account, signed in in the page's browser context (through the API). */
export const signUpMember = (page: Page, password = "juniper-kettle-1832") =>
  newMember(page.request, password);

let workerEditor: Promise<{ email: string; cookies: Cookie[] }> | undefined;

/**
 * The worker's editor, signed in in the page's browser context: one account
 * per worker, made at its first use (its session cookies are then added to
 * each context that asks). For tests that only need an editor at work; a test
 * that signs out, changes a password or a role makes an account of its own.
 */
export async function signInWorkerEditor(page: Page): Promise<string> {
  workerEditor ??= (async () => {
    const context = await request.newContext({ baseURL });
    const email = await newMember(context, "juniper-kettle-1832");
    await promote(email);
    const { cookies } = await context.storageState();
    await context.dispose();
    return { email, cookies };
  })();
  const { email, cookies } = await workerEditor;
  await page.context().addCookies(cookies);
  return email;
}
