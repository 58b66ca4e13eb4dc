/** A same-origin request to a route made with lib/http/route.ts (PUT unless told). */
export const request = (
  headers: Record<string, string> = {},
  { method = "PUT", body }: { method?: string; body?: string } = {},
) =>
  new Request("http://localhost:3000/api/x", {
    method,
    headers: { "sec-fetch-site": "same-origin", ...headers },
    body,
  });

/** A response's status and JSON body, to compare in one expectation. */
export const answerOf = async (res: Response) => ({
  status: res.status,
  body: (await res.json()) as Record<string, unknown>,
});
