"use client";

import dynamic from "next/dynamic";
import { useState, useSyncExternalStore, type ComponentType } from "react";
import { createStoredValue } from "@/lib/stored-value";

/*
 * The header's signed-in islands: the account menu, the session notice and
 * the phone menu's unread count. Their code, and next-intl's runtime with it,
 * is fetched only in a browser that holds the session hint (./session): a
 * visitor who never signed in downloads none of it and causes no request.
 */
const storedHint = createStoredValue(
  "userData",
  (value): value is object => typeof value === "object" && value !== null,
  null,
);

const hinted = () => storedHint.get() !== null;

/** Mounts the island once a hint is seen, and keeps it when the session ends (it says so). */
function signedInOnly<P extends object>(Island: ComponentType<P>) {
  return function SignedIn(props: P) {
    const hint = useSyncExternalStore(
      storedHint.subscribe,
      hinted,
      () => false,
    );
    const [seen, setSeen] = useState(false);
    if (hint && !seen) setSeen(true);
    return seen ? <Island {...props} /> : null;
  };
}

export const AccountMenu = signedInOnly(
  dynamic(() => import("./signed-in-islands").then((m) => m.AccountMenu), {
    ssr: false,
  }),
);
export const SessionNotice = signedInOnly(
  dynamic(() => import("./signed-in-islands").then((m) => m.SessionNotice), {
    ssr: false,
  }),
);
export const MenuUnread = signedInOnly(
  dynamic(() => import("./signed-in-islands").then((m) => m.MenuUnread), {
    ssr: false,
  }),
);
