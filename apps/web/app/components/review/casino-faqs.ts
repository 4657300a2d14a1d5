// The ten questions every casino review answers, written from the casino's
// own fields so each answer fits that operator: no app, no live dealer, no e-wallets all change the wording.
import { DGOJ_REGISTER_NOTE, licenceCheckSentence } from "@casinolupa/domain";
import { href } from "react-router";
import { formatDate, formatEuros } from "../../lib/format";
import {
  ARRIVAL_TIMES,
  countInProse,
  licenceName,
  listEs,
  midSentence,
  paymentMethodsInProse,
  SEPA_TRANSFER_ARRIVAL,
  wageringBaseText,
  wageringExample,
  withdrawalTimeInWords,
} from "./casino-facts";
import type { ReviewCasino } from "./review-types";

export type FaqCasino = Pick<
  ReviewCasino,
  | "name"
  | "bonusAmount"
  | "bonusMatchPercent"
  | "minDeposit"
  | "wageringRequirement"
  | "wageringBase"
  | "maxBet"
  | "bonusValidityDays"
  | "withdrawalTime"
  | "sportsbook"
  | "liveDealer"
  | "mobileApp"
  | "licences"
  | "unverified"
  | "support"
  | "customerSupportHours"
  | "softwareProviders"
  | "securityFeatures"
  | "paymentMethods"
  | "languages"
>;

/** A piece of an answer: plain text, or an internal link. */
export type FaqPart = string | { text: string; href: string };
export type CasinoFaq = { id: string; question: string; answer: FaqPart[] };

export type FaqOptions = {
  /** Site setting: never show bonus amounts, point to the operator's current offer instead. */
  hideBonusAmounts?: boolean | null;
  /**
   * Set when the offer was not checked in the last 90 days (staleOfferNotice in @casinolupa/domain): the answers
   * then give none of its figures, only this (docs/decisions/034-an-offer-not-checked-for-90-days-is-not-shown.md).
   */
  staleOfferNotice?: string | null;
  /** Site setting appended to the bonus answer, e.g. "Condiciones sujetas a cambios; consulta la web del operador". */
  bonusConditionsNote?: string | null;
};

/** Typical payout times by method once the operator has approved a withdrawal. */
const [eWalletArrival, cardArrival] = ARRIVAL_TIMES;
export const PAYOUT_TIMES = {
  eWallets: `${eWalletArrival.maxHours} horas o menos`,
  cards: withdrawalTimeInWords(cardArrival),
  bankTransfer: SEPA_TRANSFER_ARRIVAL,
  maxProcessingHours: 72,
} as const;

const E_WALLETS = ["PayPal", "Skrill", "Neteller"];
const LIVE_STUDIOS = ["Evolution", "Playtech", "Pragmatic Play", "Ezugi"];

export function casinoFaqs(casino: FaqCasino, options: FaqOptions = {}): CasinoFaq[] {
  const { name } = casino;
  return [
    {
      id: "registro",
      question: `¿Cómo me registro en ${name}?`,
      answer: [
        `Para registrarte en ${name}, entra en su web${casino.mobileApp ? " o en su app" : ""}, ` +
          "pulsa el botón de registro y escribe tus datos tal como aparecen en tu DNI o NIE. Como exige la DGOJ, " +
          "el operador comprueba que eres mayor de 18 años y que no estás inscrito en el Registro General de " +
          "Interdicciones de Acceso al Juego (RGIAJ). Hasta que verifiques tu identidad no podrás retirar ganancias.",
      ],
    },
    {
      id: "deposito-minimo",
      question: `¿Cuál es el depósito mínimo en ${name}?`,
      answer: [
        `El depósito mínimo en ${name} es de ${formatEuros(casino.minDeposit)}` +
          (options.staleOfferNotice
            ? ". "
            : ", y ese es también el ingreso mínimo que activa el bono de bienvenida. ") +
          `Puedes ingresar con ${paymentMethodsInProse(casino.paymentMethods)}. ` +
          "Desde tu cuenta puedes fijar límites de depósito diarios, semanales y mensuales.",
      ],
    },
    {
      id: "bono-bienvenida",
      question: `¿Qué bono de bienvenida ofrece ${name}?`,
      answer: bonusAnswer(casino, options),
    },
    { id: "retiradas", question: `¿Cuánto tarda ${name} en pagar las retiradas?`, answer: withdrawalAnswer(casino) },
    { id: "app-movil", question: `¿Tiene ${name} app móvil?`, answer: mobileAnswer(casino) },
    {
      id: "metodos-pago",
      question: `¿Qué métodos de pago acepta ${name}?`,
      answer: [
        `${name} acepta ${countInProse(casino.paymentMethods.length)} métodos de pago: ${paymentMethodsInProse(casino.paymentMethods)}. ` +
          (casino.paymentMethods.includes("Bizum") ? "Con Bizum puedes ingresar al instante desde el móvil. " : "") +
          "Las retiradas se envían normalmente al mismo método con el que depositaste, siempre a tu nombre.",
      ],
    },
    { id: "juegos-en-vivo", question: `¿Tiene ${name} casino en directo?`, answer: liveAnswer(casino) },
    { id: "seguridad", question: `¿Es seguro jugar en ${name}?`, answer: safetyAnswer(casino) },
    {
      id: "atencion-cliente",
      question: `¿Cómo contacto con la atención al cliente de ${name}?`,
      answer: [
        `${name} atiende por ${midSentence(casino.support)}. Horario: ${midSentence(casino.customerSupportHours)}.` +
          (casino.languages.includes("Español") ? " La atención es en español." : ""),
      ],
    },
    {
      id: "jugar-gratis",
      question: `¿Se puede jugar gratis en ${name}?`,
      answer: [
        "Solo para probar: muchas tragaperras y juegos de mesa tienen un modo de demostración con saldo ficticio, " +
          "que no da premios reales. Muchos casinos con licencia en España solo lo muestran a usuarios registrados " +
          `y verificados, así que probablemente tendrás que abrir antes tu cuenta en ${name}.` +
          (casino.liveDealer ? " Las mesas en directo no tienen modo gratuito." : "") +
          " Te contamos más en nuestra guía sobre ",
        { text: "el modo demo de las tragaperras", href: "/tragaperras-gratis" },
        ".",
      ],
    },
  ];
}

function bonusAnswer(casino: FaqCasino, options: FaqOptions): FaqPart[] {
  if (options.staleOfferNotice) return [options.staleOfferNotice];
  const conditions =
    `depósito mínimo de ${formatEuros(casino.minDeposit)}, requisito de apuesta de ×${casino.wageringRequirement} ` +
    `sobre ${wageringBaseText(casino.wageringBase)} en ${casino.bonusValidityDays} días y apuesta máxima de ` +
    `${formatEuros(casino.maxBet)} por jugada mientras el bono esté activo.`;
  const note = options.bonusConditionsNote ? ` ${options.bonusConditionsNote}.` : "";
  if (options.hideBonusAmounts) {
    return [`Consulta la oferta vigente en la web del operador. Sus condiciones habituales son: ${conditions}${note}`];
  }
  const example = wageringExample(casino);
  return [
    `Los nuevos clientes reciben un bono del ${casino.bonusMatchPercent} % sobre su primer depósito, hasta ` +
      `${formatEuros(casino.bonusAmount)}. Condiciones: ${conditions}` +
      (example
        ? ` Por ejemplo, si depositas ${formatEuros(example.deposit)} y recibes ${formatEuros(example.bonus)} de bono, ` +
          `tendrás que apostar ${formatEuros(example.toWager)} antes de poder retirar lo ganado con él.`
        : "") +
      note,
  ];
}

function withdrawalAnswer(casino: FaqCasino): FaqPart[] {
  const processing = withdrawalTimeInWords(casino.withdrawalTime);
  const wallets = E_WALLETS.filter((wallet) => casino.paymentMethods.some((method) => method === wallet));
  return [
    `Según ${casino.name}, tramita las solicitudes de retirada en un plazo ${processing.startsWith("de ") ? processing : `de ${processing}`}` +
      // The sector's ceiling only says something when this operator's own range ends below it.
      (casino.withdrawalTime.maxHours < PAYOUT_TIMES.maxProcessingHours
        ? `; en el sector, el procesamiento puede llegar a ${PAYOUT_TIMES.maxProcessingHours} horas. `
        : ". ") +
      "Después, el dinero " +
      `tarda lo que tarde el método: monederos electrónicos, ${PAYOUT_TIMES.eWallets}; tarjetas, ${PAYOUT_TIMES.cards}; ` +
      `transferencia bancaria, ${PAYOUT_TIMES.bankTransfer}. ` +
      (wallets.length
        ? `Con ${listEs(wallets)} cobrarás antes. `
        : `${casino.name} no ofrece monederos electrónicos, así que lo más rápido suele ser la tarjeta. `) +
      "Tu primera retirada exige tener la cuenta verificada.",
  ];
}

function mobileAnswer(casino: FaqCasino): FaqPart[] {
  if (!casino.mobileApp) {
    return [
      `No. ${casino.name} no tiene app móvil propia, pero su web móvil funciona en el navegador del teléfono o la ` +
        "tableta sin descargar nada: desde ahí puedes registrarte, depositar, jugar y retirar. Desconfía de " +
        `cualquier «app de ${casino.name}» que encuentres fuera de su web oficial.`,
    ];
  }
  const offer = listEs([
    "casino",
    ...(casino.liveDealer ? ["casino en directo"] : []),
    ...(casino.sportsbook ? ["apuestas deportivas"] : []),
  ]);
  return [
    `Sí. ${casino.name} tiene app móvil propia, con ${offer}. Descárgala solo desde su web oficial o desde las ` +
      "tiendas oficiales de aplicaciones. Si prefieres no instalar nada, su web también funciona en el navegador del móvil.",
  ];
}

function liveAnswer(casino: FaqCasino): FaqPart[] {
  if (!casino.liveDealer) {
    return [
      `No. ${casino.name} no tiene casino en directo con crupieres reales: su ruleta, su blackjack y el resto de juegos ` +
        "de mesa son automáticos, con un generador de números aleatorios homologado. Si buscas mesas con crupier, " +
        "te explicamos ",
      { text: "qué es el casino en directo y cómo funciona", href: "/casino-en-directo" },
      ", y en nuestra ",
      { text: "comparativa", href: href("/comparacion") },
      " verás qué operadores lo ofrecen.",
    ];
  }
  const studios = LIVE_STUDIOS.filter((studio) => casino.softwareProviders.includes(studio));
  return [
    `Sí. ${casino.name} tiene casino en directo, con crupieres reales: ruleta, blackjack, ` +
      `baccarat y juegos tipo concurso${studios.length ? `, de estudios como ${listEs(studios)}` : ""}. Cada mesa ` +
      "tiene sus apuestas mínima y máxima; si juegas con bono, revisa cuánto cuentan estos juegos para el requisito de apuesta.",
  ];
}

function safetyAnswer(casino: FaqCasino): FaqPart[] {
  const dgoj = casino.licences.find((licence) => licence.authority === "dgoj");
  const others = casino.licences.filter((licence) => licence.authority !== "dgoj").map((l) => licenceName(l.authority));
  const features = casino.securityFeatures.map(midSentence);
  return [
    `Según sus propios datos, ${casino.name} opera en España con licencia de la Dirección General de Ordenación del Juego (DGOJ)` +
      (dgoj?.checkedAt ? `; los consultamos por última vez el ${formatDate(dgoj.checkedAt)}. ` : ". ") +
      `${licenceCheckSentence([casino])} ${DGOJ_REGISTER_NOTE} ` +
      (others.length ? `También tiene licencia de ${listEs(others)} para su actividad fuera de España. ` : "") +
      (features.length ? `Entre sus medidas de seguridad: ${listEs(features)}. ` : "") +
      "Jugar seguro también es ponerte límites de tiempo y dinero: lee nuestra ",
    { text: "guía de juego responsable", href: href("/guia-juego-responsable") },
    ".",
  ];
}

/** The answer as plain text, e.g. for FAQPage structured data. */
export function faqAnswerText(faq: CasinoFaq): string {
  return faq.answer.map((part) => (typeof part === "string" ? part : part.text)).join("");
}
