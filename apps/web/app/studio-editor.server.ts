// Who may call the Studio's endpoints (/api/boletin/…): an editor of this site's Sanity project, proven by the token
// the Studio logged in with, sent as `Authorization: Bearer …` (docs/decisions/029-studio-endpoints-need-an-editor.md).
// The site asks the project's API whose token it is (GET /users/me) and keeps the answer briefly under a hash of
// the token, so an editor's view costs one call to Sanity a minute. The token itself is never kept nor logged.
import { createHash } from "node:crypto";
import { createClient } from "@sanity/client";
import { LRUCache } from "lru-cache";

/**
 * `editor`: a member of the project. `anonymous`: no token. `refused`: Sanity does not know the token.
 * `not-a-member`: a Sanity user of another project. `unavailable`: Sanity did not answer. `no-project`: the site
 * reads the committed dataset, so there is no project whose editors could call.
 */
export type EditorCheck = "editor" | "anonymous" | "refused" | "not-a-member" | "unavailable" | "no-project";

export type EditorCheckConfig = {
  projectId?: string;
  apiVersion: string;
  /** Another host answering the project's API (the tests' stand-in). */
  apiHost?: string;
  /** How long an editor's token is trusted without asking again; a refused one is remembered a sixth of that. */
  ttlMs?: number;
};

type SanityUser = { id?: unknown; role?: unknown; roles?: unknown };

export function createEditorCheck({
  projectId,
  apiVersion,
  apiHost,
  ttlMs = 60_000,
}: EditorCheckConfig): (authorization: string | null) => Promise<EditorCheck> {
  if (!projectId) return async () => "no-project";
  const sanity = createClient({
    projectId,
    apiVersion,
    useCdn: false,
    maxRetries: 0,
    timeout: 5_000,
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
  });
  // A promise per token: concurrent requests of one editor share a single question to Sanity.
  const answers = new LRUCache<string, Promise<EditorCheck>>({ max: 1_000, ttl: ttlMs });

  const ask = async (token: string): Promise<EditorCheck> => {
    try {
      const user = await sanity.withConfig({ token }).request<SanityUser | null>({ url: "/users/me" });
      if (typeof user?.id !== "string" || user.id === "") return "refused";
      // Project hosts answer any Sanity user; only a member has a role in this project.
      const member =
        (Array.isArray(user.roles) && user.roles.length > 0) || (typeof user.role === "string" && user.role);
      return member ? "editor" : "not-a-member";
    } catch (error) {
      const status = (error as { statusCode?: unknown }).statusCode;
      return status === 401 || status === 403 ? "refused" : "unavailable";
    }
  };

  return (authorization) => {
    const token = /^Bearer ([\x21-\x7e]{1,4096})$/i.exec(authorization?.trim() ?? "")?.[1];
    if (!token) return Promise.resolve("anonymous");
    const key = createHash("sha256").update(token).digest("base64url");
    const known = answers.get(key);
    if (known) return known;
    const answer = ask(token);
    answers.set(key, answer);
    void answer.then((result) => {
      // Sanity's outage is not the editor's fault: ask again next time. A refusal is kept briefly, so a flood of
      // one bad token costs Sanity little, and a token just granted a role works within seconds.
      if (result === "unavailable") answers.delete(key);
      else if (result !== "editor") answers.set(key, answer, { ttl: Math.ceil(ttlMs / 6) });
    });
    return answer;
  };
}
