// The questions every payment-method page answers, written from the casinos' own data (which of them accept the
// method, their processing times and minimum deposits), so no answer states anything the dataset does not hold.
import { DGOJ_REGISTER_NOTE, licenceCheckSentence } from "@casinolupa/domain";
import { href } from "react-router";
import { formatEuros } from "../../lib/format";
import { listEs, listWithSemicolons, withdrawalTimeInWords } from "../review/casino-facts";
import type { CasinoFaq } from "../review/casino-faqs";

export type MethodCasino = {
  slug: string;
  name: string;
  minDeposit: number;
  /** The operator facts its review marks «sin verificar»: the licence sentence is computed from them. */
  unverified: readonly string[];
  withdrawalTime: { minHours: number; maxHours: number };
};

/** The casinos are those that accept `method`, in ranking order; `total` is how many casinos we rank. */
export function paymentMethodFaqs(method: string, casinos: readonly MethodCasino[], total: number): CasinoFaq[] {
  const [first] = casinos;
  if (!first) return [];
  const fastest = Math.min(...casinos.map((casino) => casino.withdrawalTime.maxHours));
  const fastestCasinos = casinos.filter((casino) => casino.withdrawalTime.maxHours === fastest);
  const lowest = Math.min(...casinos.map((casino) => casino.minDeposit));
  const lowestCasinos = casinos.filter((casino) => casino.minDeposit === lowest);
  const names = (list: readonly MethodCasino[]) => listEs(list.map((casino) => casino.name));
  return [
    {
      id: "casinos",
      question: `¿Qué casinos con licencia en España aceptan ${method}?`,
      answer: [
        `De los ${total} casinos que clasificamos, ${casinos.length === 1 ? `solo ${first.name} acepta` : `${casinos.length} aceptan`} ${method}` +
          (casinos.length === 1 ? ". " : `: ${names(casinos)}, de mayor a menor nota. `) +
          `${licenceCheckSentence(casinos)} ${DGOJ_REGISTER_NOTE} Puedes combinar este método con otros filtros en la `,
        { text: "comparativa", href: href("/comparacion") },
        ".",
      ],
    },
    {
      id: "retiradas",
      question: `¿Cuánto tardan en procesar una retirada los casinos que aceptan ${method}?`,
      answer: [
        `Según lo que publica cada operador: ${listWithSemicolons(casinos.map((casino) => `${casino.name}, ${withdrawalTimeInWords(casino.withdrawalTime)}`))}. ` +
          `El plazo máximo más corto es el de ${names(fastestCasinos)}. ` +
          "Es lo que tarda el casino en aprobar la retirada; después, el dinero tarda lo que tarde el método de pago en llegar.",
      ],
    },
    {
      id: "deposito",
      question: `¿Qué casino con ${method} pide el depósito mínimo más bajo?`,
      answer: [
        `${names(lowestCasinos)}: ${formatEuros(lowest)}. ` +
          "Cada análisis detalla, además, el ingreso que activa el bono de bienvenida y sus condiciones.",
      ],
    },
  ];
}
