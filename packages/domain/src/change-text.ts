// How a recorded change reads (decision 023): a short value (a figure, a rank, a bonus headline) whole, before and
// after; a long text (the bonus terms, a list of licences) as the words that changed with a few words either side,
// «…» for what is cut, so a reader finds the one figure that moved in a 40-word paragraph. The word diff is jsdiff's
// (`diffArrays` over the words as spaces separate them, so a figure such as «1.000 €» or «×25» is never split). The
// review's history, /cambios, the feed and the newsletter all render what `changeText` returns.
import { diffArrays } from "diff";

/** Values up to this many characters, before and after, are shown whole. */
export const WHOLE_VALUE_MAX_CHARS = 80;
/** Unchanged words kept on each side of a change. */
export const EXCERPT_CONTEXT_WORDS = 4;

/** A piece of an excerpt: words kept as they were, removed, added, or a cut («…»). */
export type ExcerptPart = { kind: "same" | "removed" | "added"; text: string } | { kind: "cut" };

/** A change as a reader sees it: both values whole, or an excerpt of the new text marking what changed. */
export type ChangeText = { whole: true; from: string; to: string } | { whole: false; parts: ExcerptPart[] };

/** The words as spaces separate them, a sign with no letter or digit («€», «%», «€,») kept with the figure before it. */
function words(text: string): string[] {
  const tokens: string[] = [];
  for (const token of text.split(/\s+/).filter(Boolean)) {
    if (tokens.length > 0 && !/[\p{L}\p{N}]/u.test(token)) tokens[tokens.length - 1] += ` ${token}`;
    else tokens.push(token);
  }
  return tokens;
}

/**
 * `from` → `to` as a reader should see it (both already in the log's words, «sin dato» for a missing one). Whole
 * when either is short, or when the texts share too little for an excerpt to help (a rewrite): then both are shown.
 */
export function changeText(from: string, to: string): ChangeText {
  const whole = { whole: true, from, to } as const;
  if (from.length <= WHOLE_VALUE_MAX_CHARS || to.length <= WHOLE_VALUE_MAX_CHARS) return whole;
  const runs = diffArrays(words(from), words(to));
  const kept = runs.filter((run) => !run.added && !run.removed).reduce((sum, run) => sum + run.count, 0);
  if (kept < words(to).length / 2) return whole;

  const parts: ExcerptPart[] = [];
  runs.forEach((run, index) => {
    const text = (tokens: string[]) => tokens.join(" ");
    if (run.added || run.removed) {
      parts.push({ kind: run.added ? "added" : "removed", text: text(run.value) });
      return;
    }
    const first = index === 0;
    const last = index === runs.length - 1;
    const n = EXCERPT_CONTEXT_WORDS;
    if (first && run.value.length > n) {
      parts.push({ kind: "cut" }, { kind: "same", text: text(run.value.slice(-n)) });
    } else if (last && run.value.length > n) {
      parts.push({ kind: "same", text: text(run.value.slice(0, n)) }, { kind: "cut" });
    } else if (!first && !last && run.value.length > 2 * n) {
      parts.push(
        { kind: "same", text: text(run.value.slice(0, n)) },
        { kind: "cut" },
        { kind: "same", text: text(run.value.slice(-n)) },
      );
    } else {
      parts.push({ kind: "same", text: text(run.value) });
    }
  });
  return { whole: false, parts };
}

/**
 * What a removed or added piece is, in words: «antes» and «ahora» for a replacement, «quitado» or «añadido» for words
 * only removed or only added. A screen reader hears it before the piece; plain text writes it in brackets.
 */
export function excerptPartLabel(parts: readonly ExcerptPart[], index: number): string {
  const part = parts[index];
  if (part?.kind === "removed") return parts[index + 1]?.kind === "added" ? "antes" : "quitado";
  if (part?.kind === "added") return parts[index - 1]?.kind === "removed" ? "ahora" : "añadido";
  return "";
}

/** An excerpt in plain text, for the feed and the e-mail's text part: «… apuesta [antes: ×25] [ahora: ×30] sobre …». */
export function excerptPlainText(parts: readonly ExcerptPart[]): string {
  return parts
    .map((part, index) => {
      if (part.kind === "cut") return "…";
      if (part.kind === "same") return part.text;
      return `[${excerptPartLabel(parts, index)}: ${part.text}]`;
    })
    .join(" ");
}

/** «Condiciones del bono: de X a Y», or for a long text «Condiciones del bono (cambio en el texto): … [antes: …]». */
export function changeTextSentence(label: string, change: ChangeText): string {
  return change.whole
    ? `${label}: de ${change.from} a ${change.to}`
    : `${label} (cambio en el texto): ${excerptPlainText(change.parts)}`;
}
