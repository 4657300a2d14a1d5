// One-off dataset migration (decision 015): ranks and «Bonos justos» are computed, so the stored `rank`
// and `ratingBreakdown.bonusFairness` go; Paston comes back «no clasificado», with its public reason.
// Idempotent; keeps one compact document per line and each document's key order.
// Run: node packages/content/scripts/migrations/computed-ranks.ts
import { readFileSync, writeFileSync } from "node:fs";
import { localDatasetFile } from "../../src/index.ts";

type Doc = Record<string, unknown> & { _id: string; _type: string };

/** Paston as it was before it was delisted (commit 4f8f165), less the facts no source confirmed. */
const paston: Doc = {
  _id: "casino-paston",
  _type: "casino",
  _createdAt: "2025-06-01T09:00:00Z",
  _updatedAt: "2026-11-26T02:00:00Z",
  _rev: "seed-v2",
  slug: { _type: "slug", current: "paston" },
  name: "Paston",
  logo: { _type: "image", alt: "Logotipo de Paston", _sanityAsset: "image@file://./images/logo-paston.svg" },
  notRanked: true,
  notRankedReason:
    "No hemos podido verificar su licencia. Ninguna fuente pública que hayamos podido consultar (la web de la marca, su aviso legal y las sanciones que publica la DGOJ) nombra a la empresa que explota Paston, sus licencias ni su propietario; las búsquedas solo encontraron una web que usa el nombre de la marca. Mientras no podamos comprobarlo, no lo clasificamos ni enlazamos a su web.",
  notRankedCheckedAt: "2026-11-24",
  rating: 7.1,
  ratingBreakdown: {
    _type: "ratingBreakdown",
    safety: 8.3,
    payments: 7.7,
    games: 7,
    support: 7.5,
    mobile: 6.8,
    responsibleTools: 7.8,
  },
  description:
    "Paston es una marca de casino y apuestas con una web ligera que funciona bien desde el navegador del móvil. Su casino se limita a tragaperras y juegos de mesa automáticos, sin crupieres en directo ni aplicación propia. Su bono exige apostar ×40 el importe del bono (40 € por cada euro de bono), de los requisitos más altos de esta comparativa, así que conviene leer sus condiciones con calma.",
  bonus: "100 % hasta 150 €",
  welcomeBonus:
    "Bono del 100 % sobre tu primer ingreso en el casino, hasta 150 €, solo para nuevos clientes mayores de 18 años. Ingreso mínimo de 10 €, requisito de apuesta ×40 sobre el importe del bono en un plazo de 30 días y apuesta máxima de 5 € mientras el bono esté activo.",
  bonusAmount: 150,
  bonusMatchPercent: 100,
  minDeposit: 10,
  wageringRequirement: 40,
  wageringBase: "bonus",
  maxBet: 5,
  bonusValidityDays: 30,
  withdrawalTime: { _type: "withdrawalTime", minHours: 4, maxHours: 72 },
  playUrl: "https://www.paston.es",
  sportsbook: true,
  casino: true,
  liveDealer: false,
  mobileApp: false,
  established: "2014",
  unverified: ["licensee", "licenceNumbers", "owner", "established"],
  support: "Chat en directo y correo electrónico",
  customerSupportHours: "Chat de 10:00 a 22:00, todos los días; correo electrónico con respuesta en 24 horas",
  gameProviders: ["MGA Games", "R. Franco Digital", "Zitro", "Pragmatic Play", "Play'n GO"],
  softwareProviders: ["MGA Games", "R. Franco Digital", "Zitro", "Pragmatic Play", "Skywind"],
  popularGames: ["Gates of Olympus", "Sweet Bonanza", "Fire Joker", "Book of Dead", "Wolf Gold", "The Dog House"],
  securityFeatures: [
    "Cifrado SSL/TLS de la conexión",
    "Verificación de identidad con DNI o NIE",
    "Límites de depósito configurables",
    "Autoexclusión y consulta del RGIAJ",
  ],
  paymentMethods: ["Visa", "Mastercard", "Bizum", "Paysafecard", "Transferencia"],
  languages: ["Español"],
  currencies: ["EUR"],
  restrictedCountries: ["Solo se admiten jugadores residentes en España"],
  pros: [
    "Web ligera que carga rápido en el móvil",
    "Bizum entre los métodos de pago",
    "Tragaperras de estudios españoles",
    "Registro rápido y sencillo",
  ],
  cons: [
    "Sin aplicación móvil propia",
    "Sin casino en directo",
    "Requisito de apuesta ×40 sobre el bono, es decir, 40 € apostados por cada euro de bono",
    "Algunas retiradas pueden tardar hasta 72 horas",
  ],
  lastReviewed: "2025-11-18",
};

const lines = readFileSync(localDatasetFile, "utf8").split("\n").filter(Boolean);
const documents = lines.map((line) => JSON.parse(line) as Doc);
for (const document of documents) {
  if (document._type !== "casino") continue;
  delete document.rank;
  const breakdown = document.ratingBreakdown as Record<string, unknown> | undefined;
  if (breakdown) delete breakdown.bonusFairness;
}
if (!documents.some((document) => document._id === paston._id)) {
  const lastCasino = documents.findLastIndex((document) => document._type === "casino");
  documents.splice(lastCasino + 1, 0, paston);
}
writeFileSync(localDatasetFile, `${documents.map((document) => JSON.stringify(document)).join("\n")}\n`);
console.log(`${documents.filter((document) => document._type === "casino").length} casinos written`);
