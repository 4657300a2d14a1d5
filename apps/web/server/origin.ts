// The origin this process serves, for links that leave the site (e-mails): SITE_ORIGIN when configured, else
// the address the server listens on. Never the request's Host, which a client chooses.
import { localOrigin } from "@casinolupa/newsletter";
import { type Env, siteOriginConfigured } from "../app/env.server";

export function serverOrigin(env: Pick<Env, "SITE_ORIGIN" | "HOST" | "PORT">, configured = siteOriginConfigured) {
  return configured ? env.SITE_ORIGIN : localOrigin(env.HOST, env.PORT);
}
