import "server-only";
import { randomUUID } from "node:crypto";
import { revalidatePath } from "next/cache";
import { documents } from "@/lib/documents";
import { logFailure } from "@/lib/log-failure";

// A change mark every instance shares: each instance's page cache (lib/http/page-cache.cjs) forgets
// its pages when it moved, so a page is rendered again only after a change, wherever it was saved.
const MARK = { parent: "site", key: "changed" };

type Changes = { read?: () => Promise<string | null>; seen?: string | null };

/** The state page-cache.cjs reads, under the same key. */
const changes = (): Changes =>
  ((globalThis as Record<symbol, Changes>)[Symbol.for("halabi.siteChanges")] ??=
    {});

const readMark = async () =>
  (await documents().get<string>(`${MARK.parent}/${MARK.key}`)).value;

/** Call at server start, before any page is rendered. */
export async function followSiteChanges(): Promise<void> {
  const state = changes();
  state.read = readMark;
  try {
    state.seen = await readMark();
  } catch (error) {
    // `seen` unknown: the first check that reaches the store forgets the pages.
    logFailure("[pages] the site's change mark could not be read", error);
  }
}

// Call once a save is stored; other instances follow when their next check sees the mark move.
export async function siteChanged(): Promise<void> {
  const mark = randomUUID();
  try {
    await documents().patch(MARK.parent, { [MARK.key]: mark });
    changes().seen = mark;
  } catch (error) {
    logFailure("[pages] other instances could not be told of a save", error);
  }
  revalidatePath("/", "layout");
}
