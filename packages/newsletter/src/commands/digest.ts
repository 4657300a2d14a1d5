// `node packages/newsletter/src/commands/digest.ts --dry-run [--desde AAAA-MM-DD] [--hasta AAAA-MM-DD]
// [--asunto "…"] [--entradilla "…"]` (pnpm newsletter:digest --dry-run): prints the subject and text part of the
// next digest, composed from the current change log (DATABASE_URL) and content (the committed dataset, or the
// Sanity project in SANITY_PROJECT_ID) exactly as an approved issue would be. It sends nothing and writes nothing:
// an issue is only ever approved by publishing its «Boletín» in the Studio.
import { parseArgs } from "node:util";
import { createContentClient, localDatasetFile, localImagesFolder } from "@casinolupa/content";
import { createDb } from "@casinolupa/db";
import { madridDay } from "@casinolupa/domain";
import { parseDigestDraft, periodWords, renderDigest, sampleReader } from "../digest.ts";
import { readDigest } from "../issues.ts";
import { serverOrigin } from "../request.ts";

const { values } = parseArgs({
  options: {
    "dry-run": { type: "boolean" },
    desde: { type: "string" },
    hasta: { type: "string" },
    asunto: { type: "string" },
    entradilla: { type: "string" },
  },
});
if (!values["dry-run"]) {
  console.error(
    "Este comando solo muestra el siguiente boletín (--dry-run). Un boletín se envía cuando un editor lo publica en el Studio.",
  );
  process.exit(2);
}

const db = createDb();
try {
  // The next issue starts the day after the last approved one ended (or on the first of this month) and ends today.
  const today = madridDay(new Date());
  const [last] = await db.newsletterIssues.list();
  const lastEnd = last ? (JSON.parse(last.digest) as { periodEnd?: string }).periodEnd : undefined;
  const periodStart = values.desde ?? (lastEnd ? nextDay(lastEnd) : `${today.slice(0, 8)}01`);
  const periodEnd = values.hasta ?? today;
  const period = { periodStart, periodEnd };
  const parsed = parseDigestDraft({
    subject: values.asunto ?? `Lo que cambió en los casinos ${periodWords(period)}`,
    intro:
      values.entradilla ??
      "Hola:\n\nEstos son los cambios que hemos registrado en los casinos que analizamos, con el dato anterior y el nuevo.",
    ...period,
  });
  if (!parsed.ok) throw new Error(parsed.error);
  // As the web server would link it (its defaults: 127.0.0.1:3000).
  const siteOrigin = serverOrigin({
    siteOrigin: process.env.SITE_ORIGIN,
    host: process.env.HOST ?? "127.0.0.1",
    port: Number(process.env.PORT ?? 3000),
  });
  const content = createContentClient({
    ttlMs: 0,
    imageBaseUrl: "/content-images",
    source: process.env.SANITY_PROJECT_ID
      ? {
          kind: "live",
          projectId: process.env.SANITY_PROJECT_ID,
          dataset: process.env.SANITY_DATASET ?? "production",
          apiVersion: process.env.SANITY_API_VERSION ?? "2025-02-19",
          token: process.env.SANITY_API_TOKEN,
        }
      : { kind: "local", datasetFile: localDatasetFile, imagesFolder: localImagesFolder },
  });
  const digest = await readDigest(parsed.draft, { db, content, siteOrigin, fresh: true });
  const email = renderDigest(digest, sampleReader(siteOrigin));
  console.log(`Asunto: ${email.subject}`);
  console.log(
    `(${digest.changes.length + (digest.moreChanges ?? 0)} cambios, ${digest.guides.length} guías; no se ha enviado nada)\n`,
  );
  console.log(email.text);
} catch (error) {
  console.error(`Dry run failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await db.disconnect();
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
