import { createStoredValue } from "@/lib/stored-value";

// /products is static, so it fetches fresh counts once. Liked ids live in localStorage (never a cookie).
// The client is loaded when the likes first call the server, after the page is shown, so the
// page's own scripts stay as small as before.
const client = () => import("@/lib/http/client");
const liked = createStoredValue(
  "halabi.likedProducts",
  (value): value is string[] =>
    Array.isArray(value) && value.every((v) => typeof v === "string"),
  [],
);

const counts = new Map<string, number>();
const pending = new Set<string>();
const listeners = new Set<() => void>();
let revision = 1;
let fresh: Promise<void> | null = null;
let leaving: boolean | null = null;

// From the first like on: the module runs on the server too.
function watchLeaving() {
  if (leaving !== null) return;
  leaving = false;
  window.addEventListener("pagehide", () => (leaving = true));
  window.addEventListener("pageshow", () => (leaving = false));
}

function emit() {
  revision++;
  listeners.forEach((listener) => listener());
}

export function subscribeLikes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const likesRevision = () => revision;

export function likeCount(id: string, fallback: number): number {
  return counts.get(id) ?? fallback;
}

export const hasLiked = (id: string) => liked.get().includes(id);

const setLiked = (id: string, on: boolean) => {
  const others = liked.get().filter((v) => v !== id);
  liked.set(on ? [...others, id] : others);
};

export function loadFreshCounts(): Promise<void> {
  fresh ??= client()
    .then(({ request }) => request<unknown>("/api/products"))
    .then((list) => {
      if (!Array.isArray(list)) return;
      for (const item of list as { id?: unknown; likes?: unknown }[]) {
        if (
          typeof item?.id === "string" &&
          typeof item.likes === "number" &&
          !pending.has(item.id)
        ) {
          counts.set(item.id, item.likes);
        }
      }
      emit();
    })
    .catch(() => undefined);
  return fresh;
}

/** False when the server refused, with the count and liked flag rolled back. */
export async function likeProduct(
  id: string,
  current: number,
): Promise<boolean> {
  if (hasLiked(id) || pending.has(id)) return true;
  watchLeaving();
  pending.add(id);
  setLiked(id, true);
  counts.set(id, current + 1);
  emit();
  try {
    const { request } = await client();
    const body = await request<{ likes?: unknown } | null>(
      `/api/products/${encodeURIComponent(id)}/like`,
      { method: "POST", keepalive: true },
    );
    if (typeof body?.likes === "number") counts.set(id, body.likes);
    return true;
  } catch {
    // Leaving the page cuts off the answer, not the like (keepalive sends it to the end): rolled
    // back, it would let this browser like the product a second time. The answer is cut off
    // during the unload steps, before `pagehide` may have reached this module: decide after them.
    await new Promise((resolve) => setTimeout(resolve));
    if (leaving) return true;
    counts.set(id, current);
    setLiked(id, false);
    return false;
  } finally {
    pending.delete(id);
    emit();
  }
}
