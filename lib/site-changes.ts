import "server-only";
import { randomUUID } from "node:crypto";
import { revalidatePath } from "next/cache";
import { documents } from "@/lib/documents";
import { logFailure } from "@/lib/log-failure";

/**
 * The site's change mark: a document in the data store every instance shares,
 * moved by every save. Each instance's page cache (lib/http/page-cache.cjs)
 * compares it with the mark it last saw and forgets its pages when it moved,
 * so a page is rendered again only after a change, wherever it was saved.
 */
const MARK = { parent: "site", key: "changed" };

type Changes = { read?: () => Promise<string | null>; seen?: string | null };

/** The state page-cache.cjs reads, under the same key. */
const changes = (): Changes =>
  ((globalThis as Record<symbol, Changes>)[Symbol.for("halabi.siteChanges")] ??=
    {});

const readMark = async () =>
  (await documents().get<string>(`${MARK.parent}/${MARK.key}`)).value;

/** At server start, before any page is rendered: the pages follow the mark from now on. */
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

/**
 * What every save calls once it is stored: this instance renders every page
 * again on its next visit, another once its next check sees the mark move.
 */
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
