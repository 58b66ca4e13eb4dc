// Types of page-cache.cjs (loaded by Next.js as plain JavaScript).
// The cached values are Next.js's own: the handler keeps them as they come.
type Entry = { value: unknown; lastModified: number };
declare class PageCache {
  get(key: string): Promise<Entry | null>;
  set(key: string, data: unknown): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
export = PageCache;
