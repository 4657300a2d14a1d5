// Start-up check: a deployment must not run with the sample site owner (decision 031; see lib/site-owner.ts).
import { type ContentClient, siteOwnerQuery } from "@casinolupa/content";
import { env, siteOriginConfigured } from "./env.server";
import { type SampleOwnerProblem, sampleOwnerProblem } from "./lib/site-owner";

/**
 * The sample-owner problem of this process, or null. `refuse` is true for a production start with SITE_ORIGIN set
 * and the sample owner, unless ALLOW_SAMPLE_OWNER=1: server.ts then exits before it listens.
 */
export async function checkSiteOwner(content: ContentClient): Promise<SampleOwnerProblem | null> {
  try {
    const owner = await content.fetch(siteOwnerQuery);
    return sampleOwnerProblem(owner, {
      siteOriginConfigured,
      origin: env.SITE_ORIGIN,
      production: env.NODE_ENV === "production",
      allowSample: env.ALLOW_SAMPLE_OWNER,
    });
  } catch (error) {
    // The content source being down at start is reported by the requests themselves; this check only adds.
    const reason = error instanceof Error ? error.message : String(error);
    return { refuse: false, message: `Could not check the site owner at start-up: ${reason}` };
  }
}
