import { expect, test } from "./support/test";
import { newAccount, ownAddress, PASSWORD } from "./support/editors";

/*
 * next-auth mints a CSRF token and sets its cookie on any of its requests
 * that comes without one. The header's session check on a page that still
 * has the session hint (after the cookies were cleared, or expired) used to
 * run beside the sign-in's own token request: when its answer came last,
 * its cookie replaced the one the sign-in's token belonged to, and a right
 * or a wrong password then showed "An unknown error occurred!".
 */

/** A cookie jar kept by hand, so each answer's cookies land in the order this test chooses. */
function jar() {
  const cookies = new Map<string, string>();
  return {
    take(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const pair = line.split(";")[0]!;
        const at = pair.indexOf("=");
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return res;
    },
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
  };
}

test("a session check answered during a sign-in never spoils its CSRF token", async ({
  baseURL,
}) => {
  const { email } = await newAccount("member");
  const from = { "x-forwarded-for": ownAddress() };
  const cookies = jar();
  // Both requests leave without a cookie; the session check's answer comes last.
  const [csrf, session] = await Promise.all([
    fetch(`${baseURL}/api/auth/csrf`, { headers: from }),
    fetch(`${baseURL}/api/auth/session`, { headers: from }),
  ]);
  const { csrfToken } = await cookies.take(csrf).json();
  expect(cookies.take(session).headers.getSetCookie()).toEqual([]);

  const signedIn = await fetch(`${baseURL}/api/auth/callback/credentials`, {
    method: "POST",
    headers: {
      ...from,
      cookie: cookies.header(),
      origin: baseURL!,
      "content-type": "application/json",
    },
    body: JSON.stringify({ email, password: PASSWORD, csrfToken }),
  });
  expect(signedIn.status).toBe(200);
  const after = await fetch(`${baseURL}/api/auth/session`, {
    headers: { cookie: cookies.take(signedIn) && cookies.header() },
  });
  expect(await after.json()).toMatchObject({ email });
});
