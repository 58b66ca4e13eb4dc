// Requests to the history routes for the route-handler tests.
import { POST as restoreRoute } from "@/app/api/products/history/[version]/restore/route";
import { GET as versionRoute } from "@/app/api/products/history/[version]/route";
import { GET as listRoute } from "@/app/api/products/history/route";

const BASE = "http://localhost:3000/api/products/history";

type Options = {
  cookie?: string;
  ifMatch?: string;
  headers?: Record<string, string>;
};

const headersOf = ({ cookie, ifMatch, headers = {} }: Options) => {
  const h: Record<string, string> = {
    "sec-fetch-site": "same-origin",
    ...headers,
  };
  if (cookie) h.cookie = cookie;
  if (ifMatch) h["if-match"] = ifMatch;
  return h;
};

const params = (version: string) => ({
  params: Promise.resolve({ version }),
});

export const getHistory = (options: Options = {}) =>
  listRoute(new Request(BASE, { headers: headersOf(options) }));

export const getVersion = (version: string, options: Options = {}) =>
  versionRoute(
    new Request(`${BASE}/${encodeURIComponent(version)}`, {
      headers: headersOf(options),
    }),
    params(version),
  );

export const restore = (version: string, options: Options = {}) =>
  restoreRoute(
    new Request(`${BASE}/${encodeURIComponent(version)}/restore`, {
      method: "POST",
      headers: headersOf(options),
    }),
    params(version),
  );
