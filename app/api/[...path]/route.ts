import { HttpError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// Every address under /api/ that names no route: without this Next.js renders the site's 404 page
// there, and reads a POST to it as a server action (400, 409, or 500 for one with `RSC: 1`).
const noSuchRoute = route({ role: "visitor" }, () => {
  throw new HttpError(404, "No such API route");
});

export {
  noSuchRoute as GET,
  noSuchRoute as POST,
  noSuchRoute as PUT,
  noSuchRoute as PATCH,
  noSuchRoute as DELETE,
};
