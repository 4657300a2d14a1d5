// Operator links: a casino's playUrl is https://.
import { isHttpsUrl } from "@casinolupa/domain";
import type { Dataset, Finding } from "../dataset.ts";
import { eachDocument } from "../helpers.ts";

export function playUrls(dataset: Dataset): Finding[] {
  return eachDocument(dataset.ofType("casino"), (documentId, casino) => {
    const url = casino.playUrl;
    if (typeof url !== "string" || isHttpsUrl(url)) return [];
    return [{ documentId, path: "playUrl", message: `playUrl "${url}" is not an https:// URL` }];
  });
}
