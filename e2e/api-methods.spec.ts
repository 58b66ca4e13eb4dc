import { expect, test } from "./support/test";

/**
 * A method a route does not export: Next.js answers 405, and the production
 * server (scripts/server.mjs) adds the Allow header HTTP requires, naming the
 * route's own methods as Next's OPTIONS answer does, and our JSON error.
 */
const cases = [
  { method: "DELETE", path: "/api/health", allow: "GET, HEAD, OPTIONS" },
  { method: "POST", path: "/api/health?again=1", allow: "GET, HEAD, OPTIONS" },
  { method: "GET", path: "/api/contact", allow: "OPTIONS, POST" },
  { method: "PUT", path: "/api/auth/signup", allow: "OPTIONS, POST" },
  {
    method: "DELETE",
    path: "/api/auth/session",
    allow: "GET, HEAD, OPTIONS, POST",
  },
  {
    method: "POST",
    path: "/api/messages/no-such-message",
    allow: "DELETE, OPTIONS, PATCH",
  },
];

test("an unexported method gets 405 with an Allow header naming the route's methods", async ({
  request,
}) => {
  for (const { method, path, allow } of cases) {
    const response = await request.fetch(path, {
      method,
      failOnStatusCode: false,
    });
    expect(response.status(), `${method} ${path}`).toBe(405);
    expect(response.headers()["allow"], `${method} ${path}`).toBe(allow);
    expect(await response.json()).toEqual({
      error: `Method not allowed; use ${allow}`,
    });
  }
  const head = await request.head("/api/contact", { failOnStatusCode: false });
  expect(head.status()).toBe(405);
  expect(head.headers()["allow"]).toBe("OPTIONS, POST");
});
