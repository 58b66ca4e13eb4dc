import "server-only";
import type { z } from "zod";
import { requestSession } from "@/lib/account/auth/session";
import { logFailure } from "@/lib/log-failure";
import {
  deniedBy,
  isConflict,
  isInvalid,
  isNotFound,
  isUnavailable,
} from "@/lib/documents/types";
import { isSameOrigin } from "./origin";
import { readJson, readMultipart } from "./read-body";
import { HttpError, invalidInput, jsonError } from "./responses";

type Role = "visitor" | "signed-in" | "editor";
type Session = NonNullable<Awaited<ReturnType<typeof requestSession>>>;

type Store =
  | "catalogue"
  | "gallery"
  | "messages"
  | "accounts"
  | "images"
  | "shopDetails"
  | "pageTexts"
  | "visits"
  | "orders";
const STORES: Record<
  Store,
  { log: string; down: string; refused?: string; bug?: string }
> = {
  catalogue: {
    log: "[catalog] the catalogue store failed",
    down: "The catalogue database is not available; try again shortly",
    refused: "The catalogue database refused the request",
    // Only an outage of the database is the database's fault; anything else is ours.
    bug: "The catalogue could not be read or saved",
  },
  gallery: {
    log: "[gallery] the gallery store failed",
    down: "The gallery cannot be read or saved at the moment; try again shortly",
  },
  messages: {
    log: "[messages] the message store failed",
    down: "Messages cannot be read or changed at the moment; try again shortly",
  },
  accounts: {
    log: "[accounts] the account store failed",
    down: "Accounts cannot be read or changed at the moment; try again shortly",
  },
  images: {
    log: "[images] the image store failed",
    down: "The image store is not available; try again shortly",
    refused: "The image store refused the request",
  },
  shopDetails: {
    log: "[shop details] the store failed",
    down: "The shop details cannot be read or saved at the moment; try again shortly",
    refused: "The database refused the request",
  },
  pageTexts: {
    log: "[page texts] the store failed",
    down: "The page texts cannot be read or saved at the moment; try again shortly",
    refused: "The database refused the request",
  },
  visits: {
    log: "[visits] the visit counts failed",
    down: "The visit counts cannot be read at the moment; try again shortly",
  },
  orders: {
    log: "[orders] the order store failed",
    down: "Orders cannot be read or changed at the moment; try again shortly",
    refused: "The database refused the request",
  },
};

type Options = {
  role: Role;
  store?: Store;
  ifMatch?: true;
  refuse?: (error: HttpError, req: Request) => Response;
} & (
  | { body?: undefined }
  | {
      body: z.ZodType | "multipart";
      limit: number;
      words?: (message: string, field: string) => string;
      what?: string;
    }
);

type Context<O extends Options> = {
  req: Request;
  /** A catch-all segment's value is in fact a list. */
  params: Record<string, string>;
  auth: O["role"] extends "visitor" ? undefined : Session;
  body: O extends { body: infer S }
    ? S extends z.ZodType
      ? z.output<S>
      : FormData
    : undefined;
  version: O extends { ifMatch: true } ? string : undefined;
};

export const etagOf = (version: string) => `"${version}"`;

function expectedVersion(req: Request): string {
  const value = req.headers.get("if-match")?.trim().replace(/^W\//, "") ?? "";
  const version = /^".*"$/.test(value) ? value.slice(1, -1) : value;
  if (version === "" || version === "*")
    throw new HttpError(
      428,
      "Send the version you started from in the If-Match header (the ETag of the GET you read it with)",
    );
  return version;
}

async function sessionFor(req: Request, role: Role): Promise<Session> {
  let session;
  try {
    session = await requestSession(req);
  } catch (error) {
    logFailure("[auth] the account store could not be read", error);
    throw new HttpError(
      503,
      "Accounts cannot be checked at the moment; try again shortly",
    );
  }
  if (!session)
    throw new HttpError(
      401,
      "Sign in first: there is no session, or it has ended",
    );
  if (role === "editor" && session.user.role !== "editor")
    throw new HttpError(
      403,
      "Only editors may do this: your account cannot edit the catalogue yet; an editor can give you access",
    );
  return session;
}

const INVALID = { rule: 400, format: 415, size: 422 } as const;

/** Anything but an HttpError or a store's own refusal (invalid, conflict, not found) means the route's store is out of reach: logged. */
function answer(error: unknown, store: Options["store"]): Response {
  if (error instanceof HttpError) return error.response();
  if (isInvalid(error))
    return jsonError(INVALID[error.kind], error.message, error.fields);
  if (isConflict(error)) {
    if (!error.current) return jsonError(409, error.message);
    const { version } = error.current;
    return new HttpError(409, error.message, {
      extra: { version },
      headers: { ETag: etagOf(version), "Cache-Control": "no-store" },
    }).response();
  }
  if (isNotFound(error)) return jsonError(404, error.message);
  if (!store) throw error;
  const words = STORES[store];
  logFailure(words.log, error);
  const refused =
    (isUnavailable(error) && deniedBy(error)) ||
    // An S3 service error the service blames on us (AWS SDK's documented `$fault`).
    (error as { $fault?: unknown } | null)?.$fault === "client";
  if (refused && words.refused) return jsonError(502, words.refused);
  if (words.bug && !isUnavailable(error)) return jsonError(500, words.bug);
  return jsonError(503, words.down, undefined, { "Retry-After": "30" });
}

/** Preamble, in order: same-origin (403; visitor reads exempt), session (401/403), If-Match (428),
 * body limit and schema (413/415/400). */
export function route<const O extends Options>(
  options: O,
  handler: (context: Context<O>) => Response | Promise<Response>,
) {
  return async (
    req: Request,
    context?: { params: Promise<Record<string, string | string[]>> },
  ): Promise<Response> => {
    try {
      const reads = req.method === "GET" || req.method === "HEAD";
      if (!(options.role === "visitor" && reads) && !isSameOrigin(req))
        throw new HttpError(403, "Cross-site requests are not allowed");
      const auth =
        options.role === "visitor"
          ? undefined
          : await sessionFor(req, options.role);
      const version = options.ifMatch ? expectedVersion(req) : undefined;
      let body: unknown;
      if (options.body === "multipart")
        body = await readMultipart(req, options.limit);
      else if (options.body) {
        const parsed = await options.body.safeParseAsync(
          await readJson(req, options.limit),
        );
        if (!parsed.success)
          throw invalidInput(parsed.error, options.words, options.what);
        body = parsed.data;
      }
      const params = (await context?.params) ?? {};
      return await handler({ req, params, auth, body, version } as Context<O>);
    } catch (error) {
      if (options.refuse && error instanceof HttpError)
        return options.refuse(error, req);
      return answer(error, options.store);
    }
  };
}
