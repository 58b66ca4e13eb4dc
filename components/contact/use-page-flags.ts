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

/** Whether the page's address carries `?name=1`; false on the server and while hydrating. */
export const useQueryFlag = (name: string) =>
  useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get(name) === "1",
    () => false,
  );
