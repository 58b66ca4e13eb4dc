"use client";

import { useEffect, useSyncExternalStore } from "react";
import { isSessionUser, type SessionUser } from "@/lib/account/roles/types";
import { createStoredValue } from "@/lib/stored-value";
import { RequestError } from "@/lib/http/client";
import { serverSession, signOutRequest } from "./auth-requests";

// The localStorage hint (`userData`) is only a hint: the session is the httpOnly
// cookie and this module never sees a token. A visitor without the hint causes
// no request at all, so browsing sets no cookie.
const hint = createStoredValue<SessionUser | null>(
  "userData",
  isSessionUser,
  null,
);

let current: SessionUser | null = null;
let restored = false;
let generation = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const expiryHandlers = new Set<() => void>();

const unexpired = (session: SessionUser | null) =>
  session && session.expiresAt > Date.now() ? session : null;

function apply(session: SessionUser | null) {
  clearTimeout(timer);
  timer = undefined;
  current = unexpired(session);
  // After `current`: this tab's own write is then no news to followHint.
  hint.set(session);
  if (current)
    timer = setTimeout(
      expire,
      Math.min(current.expiresAt - Date.now(), 2 ** 31 - 1),
    );
  listeners.forEach((listener) => listener());
}

function expire() {
  void endSession().then(() => expiryHandlers.forEach((handler) => handler()));
}

// The server may have ended the session (elsewhere, or the account was disabled):
// asked again when the page comes back into view.
function recheck() {
  if (current && document.visibilityState === "visible") restoreSession(true);
}

function followHint() {
  if (JSON.stringify(unexpired(hint.get())) !== JSON.stringify(current))
    restoreSession(true);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const unfollow = hint.subscribe(followHint);
  // One check per focus however many islands listen: the browser ignores a second identical listener.
  window.addEventListener("focus", recheck);
  document.addEventListener("visibilitychange", recheck);
  return () => {
    listeners.delete(listener);
    unfollow();
    if (listeners.size > 0) return;
    window.removeEventListener("focus", recheck);
    document.removeEventListener("visibilitychange", recheck);
  };
}

export function onSessionExpired(handler: () => void): () => void {
  expiryHandlers.add(handler);
  return () => expiryHandlers.delete(handler);
}

/** Only when the hint exists and has not expired, and only if the server still agrees. */
function restoreSession(force = false): void {
  if (restored && !force) return;
  restored = true;
  const stored = unexpired(hint.get());
  if (!stored) return apply(null);
  // A sign-in that completes meanwhile wins over this (older) answer.
  const asked = ++generation;
  void serverSession().then(
    (session) => {
      if (asked === generation)
        apply(session && session.expiresAt > Date.now() ? session : null);
    },
    (error: unknown) => {
      if (asked !== generation) return;
      // No answer: trust the unexpired hint; the server decides on every request anyway.
      apply(
        error instanceof RequestError && error.status !== 0 ? null : stored,
      );
    },
  );
}

export function startClientSession(session: SessionUser): void {
  generation++;
  restored = true;
  apply(session);
}

export async function endSession(): Promise<void> {
  generation++;
  apply(null);
  // Offline: the cookie expires with the token anyway.
  await signOutRequest().catch(() => undefined);
}

export function useClientSession() {
  const session = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  useEffect(() => {
    restoreSession();
  }, []);
  return session;
}

export const WARNING_LEAD_MS = 2 * 60_000;

/** Halfway through what was left at `seenAt` if sooner: a session shorter than the lead (TOKEN_LIFETIME_SECONDS). */
export function warningTime(expiresAt: number, seenAt: number): number {
  const left = Math.max(0, expiresAt - seenAt);
  return expiresAt - Math.min(WARNING_LEAD_MS, left / 2);
}

export function expiredLoginUrl(path: string): string {
  const back = path && path !== "/login" ? path : "/addProducts";
  return `/login?reason=expired&callbackUrl=${encodeURIComponent(back)}`;
}

export const endedBySessionExpiry = (search: string) =>
  new URLSearchParams(search).get("reason") === "expired";
