// Section 4: how long after a catalogue save (PUT /api/products) /products
// serves the new list. The clock starts when the save is sent, so the save's
// own time is included, as an admin and a visitor would see it.
import { setTimeout as sleep } from "node:timers/promises";
import { request } from "./http.mjs";
import { ms, notAvailable, row } from "./report.mjs";
import { sameOrigin, signIn } from "./session.mjs";

const SECTION = "freshness";
const FIGURE = "freshness: save → /products";
const BUDGET = "< 1000 ms";
const POLL_MS = 50;
const GIVE_UP_MS = 10_000;

const failed = (reason, data = {}) =>
  row(SECTION, FIGURE, `failed (${reason})`, BUDGET, false, {
    reason,
    ...data,
  });

async function pageShows(url, text) {
  try {
    const res = await request(url, {}, 5000);
    return res.status === 200 && (await res.text()).includes(text);
  } catch {
    return false;
  }
}

export async function measureFreshness({ site, admin }) {
  const session = await signIn(site, admin);
  if (session.unavailable)
    return [notAvailable(SECTION, FIGURE, session.unavailable, BUDGET)];
  if (session.failed) return [failed(session.failed)];

  const current = await request(`${site}/api/products`, {
    headers: sameOrigin(site, session.jar),
  });
  if (current.status !== 200) {
    await current.arrayBuffer();
    return [
      notAvailable(
        SECTION,
        FIGURE,
        `GET /api/products ${current.status}`,
        BUDGET,
      ),
    ];
  }
  const etag = current.headers.get("etag");
  const body = await current.json();
  const products = Array.isArray(body) ? body : body?.products;
  if (!Array.isArray(products) || products.length === 0)
    return [failed("GET /api/products gave no product list")];

  // Letters, digits and spaces only, so the name appears in the HTML unescaped.
  const newName = `Bench laurel soap ${Date.now()}`;
  const changed = products.map((p, i) =>
    i === 0 ? { ...p, name: newName } : p,
  );
  if (await pageShows(`${site}/products`, newName))
    return [failed("name already shown")];

  const started = performance.now();
  const save = await request(`${site}/api/products`, {
    method: "PUT",
    headers: {
      ...sameOrigin(site, session.jar),
      "Content-Type": "application/json",
      ...(etag ? { "If-Match": etag } : {}),
    },
    body: JSON.stringify(changed),
  });
  const saveMs = performance.now() - started;
  await save.arrayBuffer();
  if (save.status === 404 || save.status === 405)
    return [
      notAvailable(SECTION, FIGURE, `PUT /api/products ${save.status}`, BUDGET),
    ];
  if (save.status < 200 || save.status > 299)
    return [failed(`PUT answered ${save.status}`)];

  let polls = 0;
  while (performance.now() - started < GIVE_UP_MS) {
    const tick = performance.now();
    polls += 1;
    if (await pageShows(`${site}/products`, newName)) {
      const elapsed = performance.now() - started;
      return [
        row(
          SECTION,
          FIGURE,
          `${ms(elapsed)} (save ${ms(saveMs)})`,
          BUDGET,
          elapsed < 1000,
          {
            elapsedMs: elapsed,
            saveMs,
            polls,
            sentIfMatch: Boolean(etag),
          },
        ),
      ];
    }
    await sleep(Math.max(0, POLL_MS - (performance.now() - tick)));
  }
  return [failed(`not shown after ${GIVE_UP_MS / 1000} s`, { saveMs, polls })];
}
