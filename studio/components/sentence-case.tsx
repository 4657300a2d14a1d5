// Spanish titles are written in sentence case. Sanity's nested-editing breadcrumb (the title of an array item's
// dialog, «Fuente sin título») capitalises every word with an inline `text-transform: capitalize`, which turns an
// editor's «Consejos básicos antes de jugar» into «Consejos Básicos Antes De Jugar». This layout shows every title as
// written, and puts the English words Sanity writes as literals in Spanish (spanish-literals.ts).
import type { LayoutProps } from "sanity";
import { useSpanishLiterals } from "./spanish-literals";

const AS_WRITTEN = '[style*="text-transform: capitalize"] { text-transform: none !important; }';

export function SentenceCaseLayout(props: LayoutProps) {
  useSpanishLiterals();
  return (
    <>
      <style>{AS_WRITTEN}</style>
      {props.renderDefault(props)}
    </>
  );
}
