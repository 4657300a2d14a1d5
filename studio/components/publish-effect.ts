// What publishing a casino's draft does to its rating and rank, in the editor's words, against the casinos published
// now. Ranked exactly as the site ranks them (rankCasinos in @casinolupa/domain), so the preview cannot disagree.
import { formatRank, formatRating, rankCasinos, type ScoredCasinoInput } from "@casinolupa/domain";

export type DocumentValues = Omit<ScoredCasinoInput, "name"> & { _id?: string; name?: string };
export type PublishedCasino = ScoredCasinoInput & { _id: string };

/** «Al publicar, la nota pasa de 9,2 a 9,1 y el puesto del 1.º al 2.º», or what stays the same. */
export function publishEffect(
  document: DocumentValues,
  computed: number | undefined,
  published: readonly PublishedCasino[],
): string {
  if (document.notRanked)
    return "Al publicar, este operador queda «no clasificado»: sale del ranking y no tiene puesto.";
  if (computed === undefined) return "";
  const publishedId = (document._id ?? "").replace(/^drafts\./, "").replace(/^versions\.[^.]+\./, "");
  const before = rankCasinos(published).ranked.find((casino) => casino._id === publishedId);
  const draft = { ...document, _id: publishedId, name: document.name ?? "", rating: computed };
  const after = rankCasinos([...published.filter((casino) => casino._id !== publishedId), draft]).ranked.find(
    (casino) => casino._id === publishedId,
  );
  if (!after) return "";
  if (!before)
    return `Al publicar, entra en el ranking en el puesto ${formatRank(after.rank)} con un ${formatRating(computed)}.`;
  const rating =
    before.rating === after.rating
      ? `la nota sigue en ${formatRating(after.rating)}`
      : `la nota pasa de ${formatRating(before.rating)} a ${formatRating(after.rating)}`;
  const rank =
    before.rank === after.rank
      ? `el puesto sigue siendo el ${formatRank(after.rank)}`
      : `el puesto del ${formatRank(before.rank)} al ${formatRank(after.rank)}`;
  return `Al publicar, ${rating} y ${rank}.`;
}
