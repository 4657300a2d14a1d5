import { describe, expect, it } from "vitest";
import { createPreview, safeReturnPath } from "./preview.server";

const config = { projectId: "p", dataset: "production", apiVersion: "2025-02-19", token: "secret-token" };

describe("the editor's preview session", () => {
  const preview = createPreview(config, "/content-images");
  if (!preview.available) throw new Error("preview should be on with a project and a token");
  const session = { expiresAt: Math.floor(Date.now() / 1000) + 60, studioOrigin: "https://casinolupa.sanity.studio" };
  const cookie = preview.cookieFor(session).split(";")[0] ?? "";

  it("is read back from the cookie it set, among others", () => {
    expect(preview.sessionFrom(`a=1; ${cookie}; b=2`)).toEqual(session);
    // Sent in the Studio's cross-site frame, and only there where third-party cookies are blocked.
    expect(preview.cookieFor(session)).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=None; Partitioned$/);
  });

  it("is refused once expired, or signed with another token", () => {
    expect(preview.sessionFrom(cookie, (session.expiresAt + 1) * 1000)).toBeNull();
    const other = createPreview({ ...config, token: "another-token" }, "/content-images");
    if (!other.available) throw new Error("preview should be on");
    expect(other.sessionFrom(cookie)).toBeNull();
    expect(preview.sessionFrom("sanity-preview-session=1.2.3.4")).toBeNull();
    expect(preview.sessionFrom(undefined)).toBeNull();
  });
});

describe("preview off", () => {
  it("says in Spanish why, without a project or without a token", () => {
    const noProject = createPreview({ ...config, projectId: undefined }, "/content-images");
    expect(noProject).toEqual({ available: false, reason: expect.stringContaining("sin proyecto de Sanity") });
    const noToken = createPreview({ ...config, token: undefined }, "/content-images");
    expect(noToken).toEqual({ available: false, reason: expect.stringContaining("SANITY_PREVIEW_TOKEN") });
  });
});

describe("the page to go back to", () => {
  it("is a path of this site, never another host", () => {
    expect(safeReturnPath("/bet365?sanity-preview-perspective=drafts")).toBe(
      "/bet365?sanity-preview-perspective=drafts",
    );
    for (const unsafe of [
      "//evil.example/x",
      "https://evil.example/",
      "/\\evil.example",
      "/..//evil.example",
      "/./..//evil.example",
      "/a/../..//evil.example",
      "/%2e%2e//evil.example",
      "/%2E%2e/%2e%2E//evil.example/path?x=1",
      "/\t/evil.example",
      "javascript:alert(1)",
      "",
      null,
    ]) {
      expect(safeReturnPath(unsafe), String(unsafe)).toBe("/");
    }
  });

  it("keeps a path with dot segments that stays on this site, resolved", () => {
    expect(safeReturnPath("/a/../bet365?x=1")).toBe("/bet365?x=1");
  });
});
