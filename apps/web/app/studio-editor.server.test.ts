// Who may call the Studio's endpoints, against a real HTTP server standing in for the project's API (GET /users/me).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createEditorCheck } from "./studio-editor.server";

const USERS: Record<string, object> = {
  "Bearer editor-token": { id: "editor-1", role: "editor", roles: [{ name: "editor" }] },
  "Bearer outsider-token": { id: "outsider-1", roles: [] },
};

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** The project's API: who each token is, or 401; it records every path it was asked. */
async function sanityApi() {
  const asked: string[] = [];
  server = createServer((request, response) => {
    asked.push(`${request.url} ${request.headers.authorization ?? "-"}`);
    const user = USERS[request.headers.authorization ?? ""];
    response.writeHead(user ? 200 : 401, { "Content-Type": "application/json" });
    response.end(JSON.stringify(user ?? { error: "Unauthorized" }));
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { apiHost, asked, check: createEditorCheck({ projectId: "p1", apiVersion: "2025-02-19", apiHost }) };
}

describe("the Studio's editor check", () => {
  it("lets in a member of the project, asking Sanity once for several calls with the same token", async () => {
    const { check, asked } = await sanityApi();
    expect(await Promise.all([check("Bearer editor-token"), check("Bearer editor-token")])).toEqual([
      "editor",
      "editor",
    ]);
    expect(await check("bearer editor-token")).toBe("editor");
    expect(asked).toEqual(["/v2025-02-19/users/me Bearer editor-token"]);
  });

  it("refuses a call without a token, without asking Sanity", async () => {
    const { check, asked } = await sanityApi();
    expect(await check(null)).toBe("anonymous");
    expect(await check("Basic dXNlcjpwYXNz")).toBe("anonymous");
    expect(await check("Bearer ")).toBe("anonymous");
    expect(asked).toEqual([]);
  });

  it("refuses a token Sanity does not know, and a user of Sanity who is not in the project", async () => {
    const { check } = await sanityApi();
    expect(await check("Bearer forged-token")).toBe("refused");
    expect(await check("Bearer outsider-token")).toBe("not-a-member");
  });

  it("says Sanity could not tell when it does not answer, and asks again on the next call", async () => {
    const { check, apiHost } = await sanityApi();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    expect(await check("Bearer editor-token")).toBe("unavailable");
    const port = Number(new URL(apiHost).port);
    const { asked } = await sanityApiOn(port);
    expect(await check("Bearer editor-token")).toBe("editor");
    expect(asked).toHaveLength(1);
  });

  it("refuses everyone when the site has no Sanity project (the committed dataset)", async () => {
    const check = createEditorCheck({ apiVersion: "2025-02-19" });
    expect(await check("Bearer editor-token")).toBe("no-project");
  });
});

/** The same API again, on the port it had. */
async function sanityApiOn(port: number) {
  const asked: string[] = [];
  server = createServer((request, response) => {
    asked.push(request.url ?? "");
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(USERS["Bearer editor-token"]));
  });
  await new Promise<void>((resolve) => server?.listen(port, "127.0.0.1", resolve));
  return { asked };
}
