import type { PaymentMethod } from "@casinolupa/domain";
import { expect, test } from "vitest";
import { formatEuros } from "../../lib/format";
import { casinoFaqs, type FaqCasino, faqAnswerText } from "./casino-faqs";

function casinoFixture(overrides: Partial<FaqCasino> = {}): FaqCasino {
  return {
    name: "Casino Prueba",
    bonusAmount: 100,
    bonusMatchPercent: 100,
    minDeposit: 10,
    wageringRequirement: 30,
    wageringBase: "bonus",
    maxBet: 5,
    bonusValidityDays: 30,
    withdrawalTime: { _type: "withdrawalTime", minHours: 1, maxHours: 48 },
    sportsbook: true,
    liveDealer: true,
    mobileApp: true,
    licences: [
      { _key: "a1", authority: "dgoj", reference: "Licencias generales", checkedAt: "2025-11-03" },
      { _key: "b2", authority: "mga", reference: "Licencia B2C", checkedAt: "2025-11-03" },
    ],
    support: "Chat en directo y correo electrónico",
    customerSupportHours: "Chat de 9:00 a 23:00, todos los días",
    softwareProviders: ["Evolution", "NetEnt"],
    securityFeatures: ["Cifrado SSL/TLS", "Verificación de identidad con DNI o NIE"],
    paymentMethods: ["Visa", "Mastercard", "PayPal", "Bizum"],
    languages: ["Español"],
    unverified: [],
    ...overrides,
  };
}

/** The answer's text, with the no-break spaces of formatted money ("5\u00a0€") as plain spaces. */
function answer(casino: FaqCasino, id: string, options = {}): string {
  const faq = casinoFaqs(casino, options).find((item) => item.id === id);
  if (!faq) throw new Error(`No FAQ with id ${id}`);
  return faqAnswerText(faq).replace(/\u00a0/g, " ");
}

test("there are ten questions, in the order the review shows them, each naming the casino", () => {
  const faqs = casinoFaqs(casinoFixture());
  expect(faqs.map((faq) => faq.id)).toEqual([
    "registro",
    "deposito-minimo",
    "bono-bienvenida",
    "retiradas",
    "app-movil",
    "metodos-pago",
    "juegos-en-vivo",
    "seguridad",
    "atencion-cliente",
    "jugar-gratis",
  ]);
  for (const faq of faqs) expect(faq.question).toContain("Casino Prueba");
});

test("registration checks age and the RGIAJ, and claims no duration nobody measured", () => {
  const text = answer(casinoFixture(), "registro");
  expect(text).toMatch(/^Para registrarte en Casino Prueba, entra en su web/);
  expect(text).not.toContain("minutos");
  expect(text).toContain("RGIAJ");
});

test("without an app, the answer says so and points to the mobile web in the browser", () => {
  const withApp = answer(casinoFixture(), "app-movil");
  const withoutApp = answer(casinoFixture({ mobileApp: false }), "app-movil");
  expect(withApp).toMatch(/^Sí\. Casino Prueba tiene app móvil propia/);
  expect(withoutApp).toMatch(/^No\. Casino Prueba no tiene app móvil propia/);
  expect(withoutApp).toContain("navegador");
  expect(answer(casinoFixture({ mobileApp: false }), "registro")).not.toContain("app");
});

test("without live dealers, the answer says so and links to the live-casino guide", () => {
  const faq = casinoFaqs(casinoFixture({ liveDealer: false })).find((item) => item.id === "juegos-en-vivo");
  expect(faq && faqAnswerText(faq)).toMatch(/^No\. Casino Prueba no tiene casino en directo/);
  expect(faq?.answer).toContainEqual({
    text: "qué es el casino en directo y cómo funciona",
    href: "/casino-en-directo",
  });

  const live = answer(casinoFixture(), "juegos-en-vivo");
  expect(live).toMatch(/^Sí\./);
  expect(live).toContain("Evolution");
});

test("withdrawal times quote the operator's range, in words, and the typical time of each method", () => {
  const text = answer(casinoFixture(), "retiradas");
  expect(text).toContain("Según Casino Prueba, tramita las solicitudes de retirada en un plazo de 1 a 48 horas");
  expect(text).toContain("72 horas");
  expect(text).toContain("monederos electrónicos, 24 horas o menos");
  expect(text).toContain("tarjetas, de 1 a 5 días");
  // The bank's part of a transfer is the SEPA day, as /casinos-con-transferencia sources it, not an unsourced 3-7 days.
  expect(text).toContain(
    "transferencia bancaria, como máximo el día hábil siguiente, si es en euros dentro de la zona SEPA",
  );
  expect(text).not.toContain("3-7 días");
  expect(text).toContain("Con PayPal cobrarás antes");
  expect(answer(casinoFixture({ paymentMethods: ["Visa", "Bizum"] }), "retiradas")).toContain(
    "no ofrece monederos electrónicos",
  );
});

test("the sector's 72-hour ceiling is left out when the operator's own range already reaches it", () => {
  const slow = answer(
    casinoFixture({ withdrawalTime: { _type: "withdrawalTime", minHours: 4, maxHours: 72 } }),
    "retiradas",
  );
  expect(slow).toContain("en un plazo de 4 a 72 horas. Después, el dinero");
  expect(slow).not.toContain("en el sector");
});

test("the bonus answer gives every condition and works out how much to wager", () => {
  const text = answer(casinoFixture({ wageringBase: "bonusDeposit", wageringRequirement: 25 }), "bono-bienvenida", {
    bonusConditionsNote: "Condiciones sujetas a cambios; consulta la web del operador",
  });
  expect(text).toContain("hasta 100 €");
  expect(text).toContain("depósito mínimo de 10 €");
  expect(text).toContain("×25 sobre la suma del bono y el depósito en 30 días");
  expect(text).toContain("apuesta máxima de 5 €");
  expect(text).toContain(`tendrás que apostar ${formatEuros(5000).replace(/\u00a0/g, " ")}`);
  expect(text).toContain("Condiciones sujetas a cambios");
});

test("with bonus amounts hidden, the bonus answer sends visitors to the operator's current offer", () => {
  const text = answer(casinoFixture(), "bono-bienvenida", { hideBonusAmounts: true });
  expect(text).toContain("Consulta la oferta vigente en la web del operador");
  expect(text).not.toContain("100 €");
  expect(text).toContain("×30");
});

test("safety says what we could verify of the licence, from the review's «sin verificar» marks", () => {
  const unchecked = answer(casinoFixture({ unverified: ["licensee", "licenceNumbers"] }), "seguridad");
  expect(unchecked).toContain(
    "De Casino Prueba no hemos podido comprobar en ninguna fuente pública qué empresa es la titular de su licencia de la DGOJ ni sus números de licencia.",
  );
  expect(unchecked).not.toMatch(/^Casino Prueba tiene licencia/);
  expect(answer(casinoFixture(), "seguridad")).toContain("titular de su licencia de la DGOJ y sus números de licencia");
});

test("safety names the DGOJ licence with the date it was checked, and the other licences", () => {
  const text = answer(casinoFixture(), "seguridad");
  expect(text).toContain(
    "Según sus propios datos, Casino Prueba opera en España con licencia de la Dirección General de Ordenación del Juego (DGOJ)",
  );
  expect(text).toContain("3 de noviembre de 2025");
  expect(text).toContain("Malta Gaming Authority");
  expect(text).toContain("cifrado SSL/TLS");
});

test("payment methods and support come from the casino's own lists", () => {
  expect(answer(casinoFixture(), "metodos-pago")).toContain("cuatro métodos de pago: Visa, Mastercard, PayPal y Bizum");
  expect(answer(casinoFixture(), "atencion-cliente")).toContain("atiende por chat en directo y correo electrónico");
});

test("payment methods read as Spanish prose: small counts in letters, a bank transfer in lower case", () => {
  const methods: PaymentMethod[] = [
    "Visa",
    "Mastercard",
    "PayPal",
    "Skrill",
    "Neteller",
    "Bizum",
    "Paysafecard",
    "Transferencia",
  ];
  expect(answer(casinoFixture({ paymentMethods: methods }), "metodos-pago")).toContain(
    "ocho métodos de pago: Visa, Mastercard, PayPal, Skrill, Neteller, Bizum, Paysafecard y transferencia bancaria.",
  );
  const many: PaymentMethod[] = [...methods, "Apple Pay", "Trustly"];
  expect(answer(casinoFixture({ paymentMethods: many }), "metodos-pago")).toContain("10 métodos de pago");
  expect(answer(casinoFixture({ paymentMethods: methods }), "deposito-minimo")).toContain(
    "Puedes ingresar con Visa, Mastercard, PayPal, Skrill, Neteller, Bizum, Paysafecard y transferencia bancaria.",
  );
});
