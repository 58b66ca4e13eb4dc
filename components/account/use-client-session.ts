"use client";

import { useEffect, useSyncExternalStore } from "react";
import {
  getSession,
  restoreSession,
  serverSnapshot,
  subscribeSession,
} from "@/components/account/client-session";

/** The signed-in user as the browser knows it; null for visitors and on the server. */
export function useClientSession() {
  const session = useSyncExternalStore(
    subscribeSession,
    getSession,
    serverSnapshot,
  );
  useEffect(() => {
    void restoreSession();
  }, []);
  return session;
}
