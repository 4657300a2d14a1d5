// Start-up check: a deployment must not run with the sample site owner unnoticed (see lib/site-owner.ts).
import { siteOwnerQuery } from "@casinolupa/content";
import { content } from "./content.server";
import { env, siteOriginConfigured } from "./env.server";
import { sampleOwnerWarning } from "./lib/site-owner";

/** Logs a loud warning when SITE_ORIGIN is set and the site settings still hold the sample owner. */
export async function warnIfSampleOwner(log: (message: string) => void = console.warn): Promise<void> {
  try {
    const owner = await content.fetch(siteOwnerQuery);
    const warning = sampleOwnerWarning(owner, { siteOriginConfigured, origin: env.SITE_ORIGIN });
    if (warning) log(warning);
  } catch (error) {
    // The content source being down at start is reported by the requests themselves; this check only adds.
    log(`Could not check the site owner at start-up: ${error instanceof Error ? error.message : String(error)}`);
  }
}
