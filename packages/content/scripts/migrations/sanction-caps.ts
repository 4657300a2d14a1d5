// One-off dataset migration (decision 017): a sanction says whether it concerns people
// barred from gambling, and such a fine caps «Juego responsable». bwin's licensee (Electraworks Ceuta) was fined
// 512.000 € for, among other things, letting people with prohibited access play (its sanction's own description and
// source); Codere's 17.500 € fine was for technical requirements only. Then the published caps are applied and the
// ratings recomputed (apply-safety-cap.ts). Idempotent; keeps one compact document per line and key order.
// Run: node packages/content/scripts/migrations/sanction-caps.ts
import { readFileSync, writeFileSync } from "node:fs";
import { localDatasetFile } from "../../src/index.ts";
import { applySafetyCapToLines } from "../apply-safety-cap.ts";

/** Sanctions by casino and `_key`, and whether each concerns people barred from gambling. */
const PROTECTED_PLAYERS: Record<string, Record<string, boolean>> = {
  "casino-bwin": { "1a545f5cb8d9": true },
  "casino-codere": { d89c976441c7: false },
};

/** /como-puntuamos said sanctions never change a score: two of its spans, by `_key`, now say what does. */
const METHOD_PAGE_TEXT: Record<string, string> = {
  fc49895e0669:
    "Valoramos la trayectoria del operador y de su grupo empresarial. Las sanciones públicas de la DGOJ que encontramos aparecen en la reseña con su fecha, su importe y su fuente. Una multa por permitir jugar a personas que tienen prohibido el acceso al juego limita la nota de «Juego responsable» con el tope que explicamos en esta página; las demás todavía no restan puntos: solo hemos revisado una parte de las resoluciones publicadas, y descontar únicamente las que conocemos favorecería a los operadores menos revisados.",
  "1cf081251b9c":
    "Puntuamos cada apartado de 0 a 10, con un decimal, a partir de esos datos, y aplicamos los topes de «Seguridad y licencia» y de «Juego responsable» cuando corresponden.",
};

const lines = readFileSync(localDatasetFile, "utf8").split("\n");
const marked = lines.map((line) => {
  if (!line.trim()) return line;
  const document = JSON.parse(line) as { _id: string; sanctions?: { _key: string; protectedPlayers?: boolean }[] };
  if (document._id === "page-como-puntuamos") {
    return line.replace(/"_key":"(\w+)","text":"((?:[^"\\]|\\.)*)"/g, (span, key: string) =>
      METHOD_PAGE_TEXT[key] ? `"_key":"${key}","text":${JSON.stringify(METHOD_PAGE_TEXT[key])}` : span,
    );
  }
  const keys = PROTECTED_PLAYERS[document._id];
  if (!keys || !document.sanctions) return line;
  for (const sanction of document.sanctions) {
    const value = keys[sanction._key];
    if (value !== undefined) sanction.protectedPlayers = value;
  }
  return JSON.stringify(document);
});
const { lines: capped, changes } = applySafetyCapToLines(marked);
writeFileSync(localDatasetFile, capped.join("\n"));
console.log(changes.length ? changes.join("\n") : "Every casino is already within the caps.");
