"use client";

import { useEffect, useState } from "react";
import { warningTime, type SessionUser } from "@/lib/account/session";

/** True from the moment the session's end is near (lib/account/session) until a new session replaces it. */
export function useSessionWarning(session: SessionUser | null): boolean {
  const expiresAt = session?.expiresAt ?? null;
  const [warned, setWarned] = useState<number | null>(null);
  useEffect(() => {
    if (expiresAt === null) return;
    const delay = warningTime(expiresAt, Date.now()) - Date.now();
    const id = setTimeout(
      () => setWarned(expiresAt),
      Math.min(Math.max(0, delay), 2 ** 31 - 1),
    );
    return () => clearTimeout(id);
  }, [expiresAt]);
  return expiresAt !== null && warned === expiresAt;
}
