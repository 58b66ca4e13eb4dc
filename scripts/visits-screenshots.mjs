// `node scripts/visits-screenshots.mjs SITE_URL EMAIL PASSWORD`: the pictures of Manage → Visits in
// docs/screenshots (1280 × 800 and 375 × 812: the top of the screen, and its speed block with a
// slow page's figures open), taken again after a change of that screen. Run it against a fresh
// site behind one trusted proxy, signed in as an editor, so that each visitor it plays counts
// once: for example `TRUSTED_PROXY_HOPS=1 ADMIN_EMAIL=owner@example.com ADMIN_PASSWORD=…
// DATA_DIR=$(mktemp -d) npm start`, then
// `node scripts/visits-screenshots.mjs http://localhost:3000 owner@example.com …`.
// It sends the visits it shows: views from phones, a tablet and a computer, and the pages' speed.
import { request as newRequest } from "@playwright/test";
import { atEachSize, shoot, siteArguments } from "./screenshots.mjs";

const { site, email, password } = siteArguments("visits-screenshots.mjs");

const AGENTS = {
  phone:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  tablet:
    "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  computer:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};
let visitors = 0;
const visitorOn = (agent) => ({ agent, address: `198.51.100.${++visitors}` });

const api = await newRequest.newContext({ baseURL: site });
async function send(body, { agent, address }) {
  const res = await api.post("/api/visits", {
    data: body,
    headers: {
      "sec-fetch-site": "same-origin",
      "user-agent": AGENTS[agent],
      "x-forwarded-for": address,
    },
  });
  if (res.status() !== 204)
    throw new Error(
      `/api/visits answered ${res.status()}: ${await res.text()}`,
    );
}

// The slow page and the fast one, each measured 5 times (enough to tell), one seen twice.
const SLOW = "/productionprocess";
const phone = visitorOn("phone");
const devices = [phone, phone, visitorOn("tablet"), visitorOn("computer")];
for (const [page, vitals, times] of [
  [SLOW, { lcp: 5000, inp: 90, cls: 0.01 }, 5],
  ["/privacypolicy", { lcp: 1200, inp: 60, cls: 0 }, 5],
  ["/contact", { lcp: 900 }, 2],
]) {
  for (let i = 0; i < times; i++) {
    const visitor = devices[i % devices.length];
    await send({ kind: "view", path: page }, visitor);
    await send({ kind: "leave", path: page, ...vitals }, visitor);
  }
}
for (const [page, referrer, visitor] of [
  ["/home", "www.google.com", phone],
  ["/products", undefined, phone],
  ["/home", "www.instagram.com", visitorOn("phone")],
  ["/gallery", "www.facebook.com", visitorOn("tablet")],
  ["/benefits", undefined, visitorOn("computer")],
]) {
  await send({ kind: "view", path: page, referrer }, visitor);
  await send({ kind: "leave", path: page, lcp: 1400 }, visitor);
}
for (let i = 0; i < 5; i++) {
  const page = `/products/laurel-${i % 2 ? 5 : 12}`;
  await send({ kind: "view", path: page }, phone);
  await send({ kind: "leave", path: page, lcp: 1700, inp: 260 }, phone);
}
await api.dispose();

await atEachSize({ site, email, password }, async (page, name) => {
  await page.goto("/visits");
  await page.locator("[data-speed]").first().waitFor();
  // CSS pixels: 1280 × 800 and 375 × 812 whatever the device's pixel ratio.
  await shoot(page, `visits-${name}.png`, { scale: "css" });
  await page.locator(`li[data-page="${SLOW}"] summary`).click();
  // scroll-padding-top keeps what scrolls into view below the fixed header.
  await page
    .locator("#visits-speed")
    .evaluate((heading) => heading.scrollIntoView({ block: "start" }));
  await shoot(page, `visits-${name}-speed.png`, { scale: "css" });
});
