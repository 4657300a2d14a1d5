// The origin this process serves, for links that leave the site (e-mails: the confirmation and the digest): SITE_ORIGIN
// when configured, else the address the server listens on. Never the request's Host, which a client chooses.
import { serverOrigin as originOf } from "@casinolupa/newsletter";
import { type Env, siteOriginConfigured } from "../app/env.server";

export function serverOrigin(env: Pick<Env, "SITE_ORIGIN" | "HOST" | "PORT">, configured = siteOriginConfigured) {
  return originOf({ siteOrigin: configured ? env.SITE_ORIGIN : undefined, host: env.HOST, port: env.PORT });
}
