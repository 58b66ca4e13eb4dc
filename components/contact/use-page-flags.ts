"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False on the server and while hydrating, true once the island runs in the browser. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export const useQueryFlag = (name: string) =>
  useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get(name) === "1",
    () => false,
  );
