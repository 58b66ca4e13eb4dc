import { POST } from "@/app/api/auth/signup/route";

const URL = "http://localhost:3000/api/auth/signup";
let ip = 0;

/** A same-origin JSON POST from its own client address (rate limits count per address). */
export function signup(
  body: unknown,
  headers: Record<string, string> = {},
  raw?: BodyInit,
) {
  return POST(
    new Request(URL, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "sec-fetch-site": "same-origin",
        "x-forwarded-for": `203.0.113.${++ip}`,
        ...headers,
      },
      body: raw ?? JSON.stringify(body),
    }),
  );
}

export const texts = {
  exists: "The email address is already in use by another account.",
  closed: "Password sign-in is disabled for this project.",
  tooMany: (minutes: number) =>
    `Too many attempts. Try again in ${minutes} minutes.`,
};
