import { galleryStore } from "@/lib/gallery";
import { saveGallery, savedGallerySchema } from "@/lib/gallery/http";
import { textOf, type KeyOf } from "@/lib/i18n/text";
import { KiB } from "@/lib/http/read-body";
import { privateJson } from "@/lib/http/responses";
import { etagOf, route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const editorText = textOf("GalleryEditor");

export const GET = route({ role: "visitor", store: "gallery" }, async () => {
  const { pictures, version } = await galleryStore().list();
  return privateJson(pictures, 200, { ETag: etagOf(version) });
});

export const PUT = route(
  {
    role: "editor",
    store: "gallery",
    ifMatch: true,
    body: savedGallerySchema,
    limit: 64 * KiB,
    what: "gallery",
    words: (key) => {
      const path = `errors.${key}` as KeyOf<"GalleryEditor">;
      return editorText.has(path) ? editorText(path) : key;
    },
  },
  ({ body, version }) => saveGallery(body, version),
);
