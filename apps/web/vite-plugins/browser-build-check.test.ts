import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { build } from "vite";
import { afterAll, expect, test } from "vitest";
import { browserBuildCheck } from "./browser-build-check.ts";

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

/** Builds `files["entry.ts"]` for the browser with the check, as `pnpm build` does; resolves to the error, if any. */
async function buildForBrowser(files: Record<string, string>): Promise<string | undefined> {
  const root = await mkdtemp(join(tmpdir(), "browser-build-check-"));
  roots.push(root);
  for (const [file, source] of Object.entries(files)) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), source);
  }
  try {
    await build({
      root,
      configFile: false,
      logLevel: "silent",
      plugins: [browserBuildCheck(root)],
      build: { write: false, rolldownOptions: { input: join(root, "entry.ts") } },
    });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

test("a browser module that imports a .server module fails the build, naming the import", async () => {
  const error = await buildForBrowser({
    "entry.ts": 'import { secret } from "./lib/token.server.ts";\nconsole.log(secret());\n',
    "lib/token.server.ts": 'export const secret = () => "s3cr3t";\n',
  });
  expect(error).toContain("entry.ts imports lib/token.server.ts (a .server module)");
});

test("a Node built-in in the browser build fails it", async () => {
  const error = await buildForBrowser({
    "entry.ts": 'import { createHash } from "node:crypto";\nconsole.log(createHash("sha256"));\n',
  });
  expect(error).toContain("(a Node built-in)");
});

test("the database package and the newsletter's sending side fail the build; the newsletter's messages do not", async () => {
  const files = {
    "packages/newsletter/src/messages.ts": 'export const thanks = "Gracias";\n',
    "packages/newsletter/src/mailer.ts": "export const send = (to: string) => to;\n",
    "packages/db/src/index.ts": "export const connect = () => ({});\n",
  };
  expect(
    await buildForBrowser({
      ...files,
      "entry.ts": 'import { thanks } from "./packages/newsletter/src/messages.ts";\nconsole.log(thanks);\n',
    }),
  ).toBeUndefined();
  const error = await buildForBrowser({
    ...files,
    "entry.ts": [
      'import { connect } from "./packages/db/src/index.ts";',
      'import { send } from "./packages/newsletter/src/mailer.ts";',
      "console.log(connect(), send('a@b.es'));",
    ].join("\n"),
  });
  expect(error).toContain("(@casinolupa/db)");
  expect(error).toContain("(@casinolupa/newsletter)");
});

test("a server import that only unused code reaches is left out, and the build passes", async () => {
  const error = await buildForBrowser({
    "entry.ts": 'import { page } from "./lib/page.ts";\nconsole.log(page());\n',
    "lib/page.ts": [
      'import { secret } from "./token.server.ts";',
      'export const page = () => "<p>Hola</p>";',
      "export const unused = () => secret();",
    ].join("\n"),
    "lib/token.server.ts": 'export const secret = () => "s3cr3t";\n',
  });
  expect(error).toBeUndefined();
});
