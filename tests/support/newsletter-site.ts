// The newsletter journeys' own site and the helpers they share. The shared e2e server sends no e-mail, so each
// newsletter spec runs a server of its own (own port, own SQLite database) whose SMTP_URL points at the SMTP
// server of mailbox.ts, and gives each test a client address of its own.

import { type Site, startSite } from "@casinolupa/tools/site";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../e2e/fixtures";
import { type Mailbox, type ParsedMail, startMailbox } from "./mailbox.ts";

export type NewsletterSite = {
  /** The server's origin, e.g. http://127.0.0.1:3291: the e-mail's links point there. */
  origin: string;
  /** The (first) e-mail sent to `address` for which `matches` holds, once it has arrived. */
  mail(address: string, matches?: (mail: ParsedMail) => boolean): Promise<ParsedMail>;
  /** The current test's client address (X-Forwarded-For), so the sign-up limit applies to each test alone. */
  clientAddress(): string;
};

/**
 * Runs the calling spec against a newsletter site on `port`: one server for the whole file, started before its
 * tests and stopped after them; its tests run in order in one worker (a failure does not skip the rest).
 */
export function useNewsletterSite(port: number): NewsletterSite {
  const origin = `http://127.0.0.1:${port}`;
  let server: Site | undefined;
  let mailbox: Mailbox | undefined;
  let clients = 0;

  test.describe.configure({ mode: "default" });
  // This file's pages come from its own server; the guards fixture then counts only that host as ours.
  test.use({ baseURL: origin });

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    mailbox = await startMailbox();
    server = await startSite(
      port,
      {
        // The e-mail's links must open this server.
        SITE_ORIGIN: origin,
        SMTP_URL: mailbox.url,
        NEWSLETTER_SENDER: "on",
        // Each test signs up from its own X-Forwarded-For address (see clientAddress()).
        TRUST_PROXY_HOPS: "1",
      },
      { echo: true },
    );
  });

  test.afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
  });

  // Each test's client in a /24 of its own (198.18.0.0/15, the benchmarking range), so that neither the
  // per-client nor the per-network sign-up limit carries over from one test to the next.
  const clientAddress = () => `198.18.${clients}.1`;
  test.beforeEach(async ({ context }) => {
    clients += 1;
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress() });
  });

  return {
    origin,
    clientAddress,
    mail(address, matches) {
      if (!mailbox) throw new Error("the mailbox starts in beforeAll");
      return mailbox.waitFor(address, matches);
    },
  };
}

/** A fresh address for each sign-up. */
export const newEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.es`;

/** The message right after a sign-up (double opt-in: check the inbox), as the toast and the /newsletter page show it. */
export const SUCCESS = {
  title: "Revisa tu correo",
  description:
    "Casi listo: te hemos enviado un correo para confirmar tu suscripción. Hasta que abras su enlace, no te enviaremos nada.",
};

/** The sign-up form of one box (`home-top`, `home-bottom`). */
export const box = (page: Page, source: string) => page.locator(`form[data-newsletter-form="${source}"]`);

/** Chromium logs every 4xx answer as a console error; the fixture fails on those unless a test expects them. */
export function expectLoggedStatus(guards: { consoleErrors: string[] }, status: number) {
  const expected = `the server responded with a status of ${status}`;
  const before = guards.consoleErrors.length;
  guards.consoleErrors.splice(0, before, ...guards.consoleErrors.filter((line) => !line.includes(expected)));
  expect(guards.consoleErrors.length, `a ${status} answer was logged`).toBeLessThan(before);
}

/** Signs `email` up as a browser would, without a page (same Origin, this test's client address unless given). */
export async function signUpDirectly(
  site: NewsletterSite,
  request: APIRequestContext,
  email: string,
  client = site.clientAddress(),
) {
  return request.post("/newsletter", {
    headers: { Origin: site.origin, "X-Forwarded-For": client },
    form: { email, ageConfirmed: "true", source: "test", page: "/", website: "" },
  });
}

/** The first link to `path` (with its token) in the e-mail's text. */
export function linkIn(site: NewsletterSite, mail: ParsedMail, path: string): string {
  const escaped = `${site.origin}${path}`.replace(/[.?]/g, "\\$&");
  const link = new RegExp(`${escaped}\\?token=[A-Za-z0-9_-]+`).exec(mail.text ?? "")?.[0];
  if (!link) throw new Error(`No ${path} link in the e-mail:\n${mail.text}`);
  return link;
}
