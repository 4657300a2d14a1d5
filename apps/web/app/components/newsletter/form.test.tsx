// @vitest-environment jsdom
import { messages } from "@casinolupa/newsletter/messages";
import { screen } from "@testing-library/dom";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { Toaster } from "../toasts/toaster";
import { NewsletterForm } from "./form";
import { problemBeforeSending } from "./pre-send-check";

// React's act() outside a testing library: tell it this is a test environment.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** The form's controls as a visitor finds them: by their role and the label they read. */
function controls() {
  const button = screen.getByRole("button", { name: /^(Suscribirme|Suscribiendo\.\.\.)$/ }) as HTMLButtonElement;
  const form = button.form;
  if (!form) throw new Error("The sign-up button sends no form");
  return {
    form,
    button,
    email: screen.getByRole("textbox", { name: "Tu email" }) as HTMLInputElement,
    adult: screen.getByRole("checkbox", { name: "Confirmo que soy mayor de 18 años" }) as HTMLInputElement,
  };
}

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

test("without JavaScript it is a plain form posting to /newsletter, with the page it was sent from", () => {
  document.body.innerHTML = renderToString(
    <NewsletterForm source="home-top" page="/comparacion?utm_source=boletin" action="/newsletter" />,
  );
  const { form, button, email, adult } = controls();
  expect(button.textContent).toBe("Suscribirme");
  expect(form.getAttribute("action")).toBe("/newsletter");
  expect(form.getAttribute("method")).toBe("post");
  expect(form.noValidate).toBe(false);
  // The names the back end reads (hidden fields have no role: the posted name is their contract).
  const posted = new FormData(form);
  expect(posted.get("page")).toBe("/comparacion?utm_source=boletin");
  expect(posted.get("source")).toBe("home-top");
  expect([email.name, email.required]).toEqual(["email", true]);
  expect([adult.name, adult.required]).toEqual(["ageConfirmed", true]);
});

test("keeps the e-mail typed before a failed sign-up", () => {
  document.body.innerHTML = renderToString(
    <NewsletterForm source="newsletter-page" page="/newsletter" action="/newsletter" defaultEmail="ana@ejemplo" />,
  );
  expect(controls().email.value).toBe("ana@ejemplo");
});

/** The form and the toaster rendered on the server, then hydrated as the islands entry does. */
async function hydratedForm() {
  const form = <NewsletterForm source="home-top" page="/" action="/newsletter" />;
  document.body.innerHTML = `<div id="form">${renderToString(form)}</div><div id="toasts">${renderToString(<Toaster />)}</div>`;
  const hydrationErrors: unknown[] = [];
  const onRecoverableError = (error: unknown) => hydrationErrors.push(error);
  await act(async () => {
    hydrateRoot(document.getElementById("form") as HTMLElement, form, { onRecoverableError });
    hydrateRoot(document.getElementById("toasts") as HTMLElement, <Toaster />, { onRecoverableError });
  });
  expect(hydrationErrors).toEqual([]);
  return controls();
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test("hydrated, an empty e-mail gets the back end's message as a toast and nothing is sent", async () => {
  const fetch = vi.fn();
  vi.stubGlobal("fetch", fetch);
  vi.useFakeTimers();
  const { form, email } = await hydratedForm();
  expect(form.noValidate).toBe(true);

  await act(async () => form.requestSubmit());
  await act(async () => vi.advanceTimersByTime(100));
  expect(fetch).not.toHaveBeenCalled();
  expect(screen.getByRole("alert").textContent).toBe(messages.empty.title + messages.empty.description);
  expect(document.activeElement).toBe(email);
});

test("hydrated, a sign-up reads 'Suscribiendo...' with fields disabled, then toasts the answer and clears the e-mail", async () => {
  let answer: (body: unknown) => void = () => {};
  const fetch = vi.fn(() => new Promise((resolve) => (answer = (body) => resolve(new Response(JSON.stringify(body))))));
  vi.stubGlobal("fetch", fetch);
  const { form, email, adult, button } = await hydratedForm();
  email.value = "ana@example.es";
  adult.checked = true;

  await act(async () => form.requestSubmit());
  expect(button.textContent).toBe("Suscribiendo...");
  expect([email.disabled, adult.disabled, button.disabled]).toEqual([true, true, true]);
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe("/newsletter");
  expect(new Headers(init.headers).get("Accept")).toBe("application/json");
  expect((init.body as FormData).get("email")).toBe("ana@example.es");

  await act(async () => answer({ ok: true, message: messages.subscribed }));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(button.textContent).toBe("Suscribirme");
  expect([email.disabled, adult.disabled, button.disabled]).toEqual([false, false, false]);
  expect(email.value).toBe("");
  expect(screen.getByRole("status").textContent).toBe(messages.subscribed.title + messages.subscribed.description);
});

test("hydrated, a refused sign-up keeps the e-mail and shows the refusal", async () => {
  vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ ok: false, message: messages["rate-limited"] })));
  const { form, email, adult } = await hydratedForm();
  email.value = "ana@example.es";
  adult.checked = true;
  await act(async () => form.requestSubmit());
  await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(email.value).toBe("ana@example.es");
  expect(screen.getByRole("alert").textContent).toContain(messages["rate-limited"].description);
});
