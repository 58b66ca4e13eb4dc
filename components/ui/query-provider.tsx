"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

/**
 * react-query for one admin screen: a request that fails is shown, not
 * repeated or held back for later behind the user's back; public pages never load it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // "always": offline, a request fails at once and says so instead of
          // waiting paused and going out later without the user asking.
          queries: {
            retry: 0,
            refetchOnWindowFocus: false,
            networkMode: "always",
          },
          mutations: { retry: 0, networkMode: "always" },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
