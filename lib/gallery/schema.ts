import "@/lib/validation/jitless";
import { z } from "zod";
import { uploadedImageId } from "@/lib/images/sources";

/** The six drawings the gallery started with; the only site pictures it may show. */
export const DRAWINGS = [
  "cauldron",
  "pouring",
  "cutting",
  "stamping",
  "drying-towers",
  "aged-bars",
] as const;

export const drawingPath = (name: string) => `/images/gallery/${name}.svg`;

const DRAWING_PATHS = new Set<string>(DRAWINGS.map(drawingPath));

/** Pictures the gallery holds at most: a page, not an archive. */
const MAX_PICTURES = 60;
const MAX_CAPTION = 300;

// The caption is also the alt text; messages are GalleryEditor.errors keys, so a 400 uses the editor's words.
const pictureSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/, "id"),
  imagePath: z
    .string()
    .refine(
      (path) => uploadedImageId(path) !== null || DRAWING_PATHS.has(path),
      "imagePath",
    ),
  caption: z
    .string()
    .trim()
    .min(1, "captionMissing")
    .max(MAX_CAPTION, "captionTooLong"),
});

export type GalleryPicture = z.output<typeof pictureSchema>;

export const gallerySchema = z
  .array(pictureSchema)
  .max(MAX_PICTURES, "tooMany")
  .superRefine((pictures, ctx) => {
    const seen = new Set<string>();
    pictures.forEach(({ id }, index) => {
      if (seen.has(id))
        ctx.addIssue({ code: "custom", message: "id", path: [index, "id"] });
      seen.add(id);
    });
  });
