import type { HttpError } from "./responses";

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[
        c
      ]!,
  );

/** For a plain form post (no JavaScript) that failed: a small page with the reason and a way back. */
export function problemPage(
  { status, message, more }: HttpError,
  words: { heading: string; back: string; href: string },
): Response {
  const heading = escape(words.heading);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${heading}</title>
</head>
<body style="font-family: system-ui, sans-serif; background: #F7F1E3; color: #2F3B22; max-width: 40rem; margin: 3rem auto; padding: 0 1.5rem; line-height: 1.6">
<main>
<h1>${heading}</h1>
<p>${escape(message)}</p>
<p><a href="${escape(words.href)}" style="color: #3E552D">${escape(words.back)}</a></p>
</main>
</body>
</html>
`;
  const headers = new Headers(more.headers);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response(html, { status, headers });
}
