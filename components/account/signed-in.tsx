"use client";

import dynamic from "next/dynamic";
import { useState, useSyncExternalStore } from "react";
import { createStoredValue } from "@/lib/stored-value";
import type { SignedInProps } from "./signed-in-islands";

// Fetched only in a browser holding the session hint (./session): a visitor
// who never signed in downloads none of it and causes no request.
const storedHint = createStoredValue(
  "userData",
  (value): value is object => typeof value === "object" && value !== null,
  null,
);
const hinted = () => storedHint.get() !== null;

const Island = dynamic(() => import("./signed-in-islands"), { ssr: false });

/** Keeps the island once the session ends (it says so). */
export function SignedIn(props: SignedInProps) {
  const hint = useSyncExternalStore(storedHint.subscribe, hinted, () => false);
  const [seen, setSeen] = useState(false);
  if (hint && !seen) setSeen(true);
  return seen ? <Island {...props} /> : null;
}
