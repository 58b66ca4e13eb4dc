let ip = 0;

/** A same-origin JSON POST to `handler` at `url`, each from its own client address (rate limits count per address). */
export const jsonPost =
  (handler: (req: Request) => Promise<Response>, url: string) =>
  (body: unknown, headers: Record<string, string> = {}, raw?: BodyInit) =>
    handler(
      new Request(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "sec-fetch-site": "same-origin",
          "x-forwarded-for": `198.51.100.${++ip}`,
          ...headers,
        },
        body: raw ?? JSON.stringify(body),
      }),
    );
