import { renderToStaticMarkup } from "react-dom/server";
import messages from "@/messages/en.json";
import GlobalError from "@/app/global-error";
import PageError from "@/app/error";
import { ErrorNotice, ErrorTextsProvider } from "./error-notice";

describe("the site's own error pages", () => {
  it("say what happened in the site's words, with a retry and a way home", () => {
    const html = renderToStaticMarkup(
      <ErrorNotice texts={messages.Errors} onRetry={() => undefined} />,
    );
    expect(html).toContain("Something went wrong");
    expect(html).toContain("Try again");
    expect(html).toMatch(/<a href="\/home"[^>]*>Back to the home page<\/a>/);
  });

  it("inside the layout, show the texts the layout gave them", () => {
    const page = <PageError reset={() => undefined} />;
    expect(renderToStaticMarkup(page)).toBe("");
    const html = renderToStaticMarkup(
      <ErrorTextsProvider texts={messages.Errors}>{page}</ErrorTextsProvider>,
    );
    expect(html).toContain("Something went wrong");
  });

  it("render a whole document when the layout itself failed", () => {
    const html = renderToStaticMarkup(<GlobalError reset={() => undefined} />);
    expect(html).toMatch(/^<html lang="en">/);
    expect(html).toContain("<main>");
  });
});
