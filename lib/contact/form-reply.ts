import type { HttpError } from "@/lib/http/responses";
import { problemPage } from "@/lib/http/problem-page";
import { contactText as t } from "./text";

export type FormProblem =
  "invalid" | "tooLarge" | "forbidden" | "rateLimited" | "server";

/** For a plain form post (no JavaScript): a small page with the reason and a way back. */
export const formProblem = (error: HttpError): Response =>
  problemPage(error, {
    heading: t("errors.heading"),
    back: t("errors.back"),
    href: "/contact",
  });
