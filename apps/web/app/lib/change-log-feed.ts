// The change log as an Atom feed (RFC 4287), for readers' feed apps and journalists: the newest changes of every
// casino, each entry linking to the casino's «Historial de cambios».
import { type ChangeEntry, changeSentence, kindLabel } from "./change-log";
import { absoluteUrl } from "./seo";

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );
}

/** The anchor of one change on /cambios, also the stem of its entry's permanent id. */
export const changeAnchor = (id: string) => `cambio-${id.slice(0, 24)}`;

/**
 * The feed of `changes` (newest first). It is as new as its newest change; with none yet, as the content it was
 * compared with (`contentUpdated`): never the moment it is read, so its bytes, and its ETag, stay the same until a change.
 */
export function changeLogAtom(changes: readonly ChangeEntry[], origin: string, contentUpdated: string): string {
  const page = absoluteUrl(origin, "/cambios");
  const updated = changes[0]?.changedAt ?? contentUpdated;
  const entries = changes.map((change) => {
    const title = `${change.casinoName}. ${changeSentence(change)}`;
    const summary = change.reason ? `${changeSentence(change)}. Motivo: ${change.reason}` : changeSentence(change);
    return [
      "  <entry>",
      `    <id>${escapeXml(`${page}#${changeAnchor(change.id)}`)}</id>`,
      `    <title>${escapeXml(title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(origin, `/${change.casinoSlug}#historial`))}"/>`,
      `    <updated>${change.changedAt}</updated>`,
      `    <category term="${change.kind}" label="${escapeXml(kindLabel(change.kind))}"/>`,
      `    <summary>${escapeXml(summary)}</summary>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es-ES">',
    "  <title>CasinoLupa: cambios en los casinos</title>",
    "  <subtitle>Cada cambio de nota, puesto, bono, licencia o sanciones de los casinos que analizamos, con el dato anterior y el nuevo.</subtitle>",
    `  <id>${escapeXml(page)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(origin, "/cambios.xml"))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(page)}"/>`,
    `  <updated>${updated}</updated>`,
    "  <author><name>CasinoLupa</name></author>",
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
