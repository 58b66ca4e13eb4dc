// Test stand-in for the Identity Toolkit v1 REST API (Firebase Auth), answering
// the way the documented API and the Auth emulator do: request shapes, success
// bodies (expiresIn as a string) and 400 error bodies with Firebase's messages.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

type Account = {
  localId: string;
  email: string;
  password: string;
  disabled: boolean;
};

export type StandIn = {
  host: string;
  apiKey: string;
  requests: {
    path: string;
    query: URLSearchParams;
    body: unknown;
    contentType: string;
  }[];
  /** Firebase's email-enumeration protection: sign-in errors become INVALID_LOGIN_CREDENTIALS. */
  enumerationProtection: boolean;
  /** Answer every call with this status and no body (an outage). */
  outage: number | null;
  disable(email: string): void;
  close(): Promise<void>;
};

const PREFIX = "/identitytoolkit.googleapis.com/v1/";
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const WEAK = "WEAK_PASSWORD : Password should be at least 6 characters";

function error(res: http.ServerResponse, message: string) {
  res.writeHead(400, { "content-type": "application/json; charset=UTF-8" });
  res.end(
    JSON.stringify({
      error: {
        code: 400,
        message,
        errors: [{ message, domain: "global", reason: "invalid" }],
      },
    }),
  );
}

function ok(res: http.ServerResponse, body: object) {
  res.writeHead(200, { "content-type": "application/json; charset=UTF-8" });
  res.end(JSON.stringify(body));
}

export async function startFirebaseAuthStandIn(
  apiKey = "test-api-key",
): Promise<StandIn> {
  const accounts = new Map<string, Account>();
  const standIn: StandIn = {
    host: "",
    apiKey,
    requests: [],
    enumerationProtection: false,
    outage: null,
    disable(email) {
      const account = accounts.get(email.toLowerCase());
      if (account) account.disabled = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  // idToken -> localId of the tokens still valid, as Firebase would verify them.
  const tokens = new Map<string, string>();
  const session = (account: Account) => {
    const idToken = `stand-in.${randomBytes(12).toString("hex")}`;
    tokens.set(idToken, account.localId);
    return {
      idToken,
      email: account.email,
      refreshToken: randomBytes(24).toString("hex"),
      expiresIn: "3600",
      localId: account.localId,
    };
  };

  // accounts:update with a new password or email (the documented "change
  // password" and "change email" calls): the caller's idToken names the
  // account; Firebase then revokes the account's earlier tokens and answers
  // fresh ones.
  const update = (res: http.ServerResponse, body: Record<string, unknown>) => {
    const localId =
      typeof body.idToken === "string" ? tokens.get(body.idToken) : undefined;
    const account = [...accounts.values()].find((a) => a.localId === localId);
    if (!account) return error(res, "INVALID_ID_TOKEN");
    if (account.disabled) return error(res, "USER_DISABLED");
    if (typeof body.email === "string") {
      // What a project with email-enumeration protection answers.
      if (standIn.enumerationProtection)
        return error(
          res,
          "OPERATION_NOT_ALLOWED : Please verify the new email before changing email.",
        );
      const email = body.email.trim().toLowerCase();
      if (!EMAIL.test(email)) return error(res, "INVALID_EMAIL");
      if (accounts.has(email) && email !== account.email)
        return error(res, "EMAIL_EXISTS");
      accounts.delete(account.email);
      account.email = email;
      accounts.set(email, account);
    } else if (typeof body.password !== "string" || body.password.length < 6)
      return error(res, WEAK);
    else account.password = body.password;
    for (const [token, owner] of tokens)
      if (owner === account.localId) tokens.delete(token);
    const fresh = body.returnSecureToken === true ? session(account) : null;
    return ok(res, {
      kind: "identitytoolkit#SetAccountInfoResponse",
      localId: account.localId,
      email: account.email,
      providerUserInfo: [
        {
          providerId: "password",
          federatedId: account.email,
          email: account.email,
          rawId: account.email,
        },
      ],
      passwordHash: "UkVEQUNURUQ=",
      emailVerified: false,
      ...(fresh && {
        idToken: fresh.idToken,
        refreshToken: fresh.refreshToken,
        expiresIn: fresh.expiresIn,
      }),
    });
  };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw || "{}");
      } catch {
        body = {};
      }
      standIn.requests.push({
        path: url.pathname,
        query: url.searchParams,
        body,
        contentType: req.headers["content-type"] ?? "",
      });
      if (standIn.outage) {
        res.writeHead(standIn.outage);
        return res.end();
      }
      if (req.method !== "POST" || !url.pathname.startsWith(PREFIX)) {
        res.writeHead(404);
        return res.end();
      }
      if (url.searchParams.get("key") !== apiKey)
        return error(res, "API key not valid. Please pass a valid API key.");
      const method = url.pathname.slice(PREFIX.length);
      if (method === "accounts:update") return update(res, body);
      const email =
        typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
      const password = typeof body.password === "string" ? body.password : "";
      if (!email) return error(res, "MISSING_EMAIL");
      if (!EMAIL.test(email)) return error(res, "INVALID_EMAIL");
      // The reset email Firebase sends itself (the emulator logs its link).
      if (method === "accounts:sendOobCode") {
        if (body.requestType !== "PASSWORD_RESET")
          return error(res, "INVALID_REQ_TYPE");
        if (!accounts.has(email) && !standIn.enumerationProtection)
          return error(res, "EMAIL_NOT_FOUND");
        return ok(res, {
          kind: "identitytoolkit#GetOobConfirmationCodeResponse",
          email,
        });
      }
      if (!password) return error(res, "MISSING_PASSWORD");

      if (method === "accounts:signUp") {
        if (password.length < 6) return error(res, WEAK);
        if (accounts.has(email)) return error(res, "EMAIL_EXISTS");
        const account = {
          localId: randomBytes(14).toString("hex"),
          email,
          password,
          disabled: false,
        };
        accounts.set(email, account);
        return ok(res, {
          kind: "identitytoolkit#SignupNewUserResponse",
          ...session(account),
        });
      }
      if (method === "accounts:signInWithPassword") {
        const account = accounts.get(email);
        if (!account || account.password !== password)
          return error(
            res,
            standIn.enumerationProtection
              ? "INVALID_LOGIN_CREDENTIALS"
              : account
                ? "INVALID_PASSWORD"
                : "EMAIL_NOT_FOUND",
          );
        if (account.disabled) return error(res, "USER_DISABLED");
        return ok(res, {
          kind: "identitytoolkit#VerifyPasswordResponse",
          ...session(account),
          displayName: "",
          registered: true,
        });
      }
      res.writeHead(404);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  standIn.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
