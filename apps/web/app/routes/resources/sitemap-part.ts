// /sitemaps/<n>.xml: one file of the sitemap once its URLs outgrow a single file (see sitemap.ts).
import { contentContext } from "../../context.server";
import { sitemapFiles, sitemapPartXml, xmlResponse } from "../../lib/sitemap-files.server";
import type { Route } from "./+types/sitemap-part";

export async function loader({ params, context }: Route.LoaderArgs) {
  const number = /^([1-9]\d{0,4})\.xml$/.exec(params.file)?.[1];
  const parts = await sitemapFiles(context.get(contentContext));
  const part = number && parts.length > 1 ? parts[Number(number) - 1] : undefined;
  if (!part) throw new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return xmlResponse(sitemapPartXml(part));
}
