import { renderToStaticMarkup } from "react-dom/server";
import GlobalError from "@/app/global-error";
import ErrorNotice from "./error-notice";

describe("the site's own error pages", () => {
  it("say what happened in the site's words, with a retry and a way home", () => {
    const html = renderToStaticMarkup(
      <ErrorNotice onRetry={() => undefined} />,
    );
    expect(html).toContain("Something went wrong");
    expect(html).toContain("Try again");
    expect(html).toMatch(/<a href="\/home"[^>]*>Back to the home page<\/a>/);
  });

  it("render a whole document when the layout itself failed", () => {
    const html = renderToStaticMarkup(<GlobalError reset={() => undefined} />);
    expect(html).toMatch(/^<html lang="en">/);
    expect(html).toContain("<main>");
  });
});
