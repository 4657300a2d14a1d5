// What the site may say about the licences of a group of casinos: a sentence computed from their «sin verificar»
// marks, never a blanket «todos tienen licencia» that the reviews contradict
// (docs/decisions/036-claims-about-many-casinos-are-computed-from-their-data.md).

/** What a licence sentence reads of a casino: its name and the facts marked «sin verificar». */
export interface LicenceCheckInput {
  name: string;
  unverified?: readonly string[] | null;
}

/** How many of the casinos have their DGOJ licensee, and their licence numbers, checked against a public source. */
export interface LicenceCheckCounts {
  total: number;
  licensee: number;
  numbers: number;
}

export function licenceCheckCounts(casinos: readonly LicenceCheckInput[]): LicenceCheckCounts {
  const checked = (casino: LicenceCheckInput, fact: string) => !(casino.unverified ?? []).includes(fact);
  return {
    total: casinos.length,
    licensee: casinos.filter((casino) => checked(casino, "licensee")).length,
    numbers: casinos.filter((casino) => checked(casino, "licenceNumbers")).length,
  };
}

const COUNT_WORDS = ["ninguno", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"] as const;

/** A count below ten in letters, as the site writes counts in running text; from ten on, in figures. */
function countWord(value: number): string {
  return COUNT_WORDS[value] ?? String(value);
}

/** «en los 9», «en 6», «en ninguno»: how many of `total` casinos a check covers, as the end of a clause. */
function inHowMany(count: number, total: number): string {
  if (count === 0) return "en ninguno";
  if (count === total) return total === 2 ? "en los dos" : `en los ${countWord(total)}`;
  return `en ${countWord(count)}`;
}

/**
 * The licence sentence for a group of casinos, computed from what their reviews mark «sin verificar»: «De estos
 * nueve casinos, hemos comprobado en una fuente pública qué empresa es la titular de la licencia de la DGOJ en seis
 * y sus números de licencia en dos.» For one casino it names it. Empty for none. It never says that a casino holds a
 * licence: no source we read is the DGOJ register itself, and /como-puntuamos says we do not consult it.
 */
export function licenceCheckSentence(casinos: readonly LicenceCheckInput[]): string {
  const [only] = casinos;
  if (!only) return "";
  const counts = licenceCheckCounts(casinos);
  if (counts.total === 1) {
    if (counts.licensee && counts.numbers) {
      return `De ${only.name} hemos comprobado en una fuente pública qué empresa es la titular de su licencia de la DGOJ y sus números de licencia.`;
    }
    if (counts.licensee) {
      return `De ${only.name} hemos comprobado en una fuente pública qué empresa es la titular de su licencia de la DGOJ, pero no sus números de licencia.`;
    }
    if (counts.numbers) {
      return `De ${only.name} hemos comprobado en una fuente pública sus números de licencia de la DGOJ, pero no qué empresa es la titular.`;
    }
    return `De ${only.name} no hemos podido comprobar en ninguna fuente pública qué empresa es la titular de su licencia de la DGOJ ni sus números de licencia.`;
  }
  return (
    `De estos ${countWord(counts.total)} casinos, hemos comprobado en una fuente pública qué empresa es la titular de ` +
    `la licencia de la DGOJ ${inHowMany(counts.licensee, counts.total)} y sus números de licencia ` +
    `${inHowMany(counts.numbers, counts.total)}.`
  );
}

/** Said after every licence sentence: what none of our checks is, and where a reader can make it. */
export const DGOJ_REGISTER_NOTE =
  "No lo hemos contrastado en el registro de operadores de la DGOJ, donde puedes comprobar cualquier operador antes de registrarte.";
