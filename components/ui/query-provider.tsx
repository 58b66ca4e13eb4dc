"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

// A failed request is shown, never retried behind the user's back; public pages never load this.
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // "always": offline, a request fails at once instead of waiting paused and going out later unasked.
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
