import { messages } from "@casinolupa/newsletter";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { formMessages, NewsletterForm, newsletterFormsScript, problemBeforeSending } from "./newsletter-form";

test("the form's own messages are exactly the back end's", () => {
  for (const [code, message] of Object.entries(formMessages)) {
    expect(message, code).toEqual(messages[code as keyof typeof formMessages]);
  }
});

test("checks before sending in the back end's order: empty, malformed, then the 18+ box", () => {
  expect(problemBeforeSending({ email: "  ", emailWellFormed: true, adult: false })).toEqual({
    field: "email",
    code: "empty",
  });
  expect(problemBeforeSending({ email: "a b", emailWellFormed: false, adult: false })?.code).toBe("invalid-email");
  expect(problemBeforeSending({ email: "ana@example.es", emailWellFormed: true, adult: false })).toEqual({
    field: "adult",
    code: "adult",
  });
  expect(problemBeforeSending({ email: "ana@example.es", emailWellFormed: true, adult: true })).toBeNull();
});

test("the script's check is the same function, inlined", () => {
  expect(newsletterFormsScript).toContain(String(problemBeforeSending));
  // Runnable as is: it parses (without running, which needs a page).
  expect(() => new Function(newsletterFormsScript)).not.toThrow();
});

/** The opening tag of the input named `name`. */
const inputTag = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";

function renderAt(url: string, element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  return renderToString(<Stub initialEntries={[url]} />);
}

test("without JavaScript it is a plain form posting to /newsletter, with the page it was sent from", () => {
  const html = renderAt("/comparacion?utm_source=boletin", <NewsletterForm source="home-top" />);
  expect(html).toMatch(/<form[^>]*action="\/newsletter"[^>]*method="post"/);
  expect(html).not.toContain("novalidate");
  expect(html).toContain('name="page" value="/comparacion?utm_source=boletin"');
  expect(html).toContain('name="source" value="home-top"');
  expect(inputTag(html, "email")).toContain('required=""');
  expect(inputTag(html, "ageConfirmed")).toContain('required=""');
  expect(html).toContain(">Suscribirme</button>");
});

test("carries the messages the script shows before sending, as the back end words them", () => {
  const html = renderAt("/", <NewsletterForm source="home-top" />);
  const attribute = /data-messages="([^"]*)"/.exec(html)?.[1] ?? "";
  const decoded = attribute.replaceAll("&quot;", '"').replaceAll("&amp;", "&");
  expect(JSON.parse(decoded)).toEqual({
    empty: messages.empty,
    "invalid-email": messages["invalid-email"],
    adult: messages.adult,
    error: messages.error,
  });
});

test("keeps the e-mail typed before a failed sign-up", () => {
  const html = renderAt("/newsletter", <NewsletterForm source="newsletter-page" defaultEmail="ana@ejemplo" />);
  expect(inputTag(html, "email")).toContain('value="ana@ejemplo"');
});
