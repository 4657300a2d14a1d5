// The casino's «Empresa y licencias» group: the operator facts (licensee, DGOJ licence numbers, owner, sanctions,
// dated sources), what the editor could not verify, and the licences.
import { type LicenceLike, licencesProblem, OPERATOR_FACT_LABELS, OPERATOR_FACTS } from "@casinolupa/domain";
import { defineArrayMember, defineField } from "sanity";
import { listOptions } from "../../fields";
import { isNotRanked, requiredUnlessUnverified } from "./validation";

/** The fields of the «Empresa y licencias» group, in the order the Studio shows them. */
export const companyFields = [
  defineField({
    name: "established",
    title: "Año de fundación",
    type: "string",
    description: "Año con cuatro cifras, por ejemplo 2000.",
    group: "company",
    validation: (rule) =>
      rule
        .required()
        .custom((value) =>
          value === undefined || /^(19|20)\d{2}$/.test(value) ? true : "Escribe un año, por ejemplo 2000.",
        ),
  }),
  defineField({
    name: "licensee",
    title: OPERATOR_FACT_LABELS.licensee,
    type: "string",
    description:
      "La sociedad que tiene la licencia de la DGOJ, tal como figura en el registro o en las condiciones del operador (por ejemplo «WHG Ceuta, S.A.»).",
    group: "company",
    // An operator «no clasificado» is there because its licensee could not be verified: its page names none.
    validation: (rule) =>
      rule.custom((value: string | undefined, context) =>
        !value?.trim() && !isNotRanked(context)
          ? "Escribe el titular de la licencia: es obligatorio, aunque lo marques «sin verificar»."
          : true,
      ),
  }),
  defineField({
    name: "licenceNumbers",
    title: OPERATOR_FACT_LABELS.licenceNumbers,
    type: "array",
    description: "Las licencias generales y singulares de la DGOJ con su número, una por fila.",
    group: "company",
    of: [defineArrayMember({ type: "licenceNumber" })],
    validation: (rule) =>
      rule.custom(
        requiredUnlessUnverified(
          "licenceNumbers",
          "Añade los números de licencia de la DGOJ o márcalos «sin verificar».",
        ),
      ),
  }),
  defineField({
    name: "owner",
    title: OPERATOR_FACT_LABELS.owner,
    type: "string",
    description: "El grupo empresarial al que pertenece el titular (por ejemplo «evoke plc»).",
    group: "company",
    validation: (rule) =>
      rule.custom(requiredUnlessUnverified("owner", "Escribe el grupo propietario o márcalo «sin verificar».")),
  }),
  defineField({
    name: "unverified",
    title: "Datos sin verificar",
    type: "array",
    description:
      "Marca lo que no has podido comprobar en una fuente pública: la reseña lo mostrará como «sin verificar» en lugar de darlo por cierto.",
    group: "company",
    of: [defineArrayMember({ type: "string", options: { list: listOptions(OPERATOR_FACTS, OPERATOR_FACT_LABELS) } })],
    options: { list: listOptions(OPERATOR_FACTS, OPERATOR_FACT_LABELS), layout: "grid" },
    validation: (rule) => rule.unique(),
  }),
  defineField({
    name: "sanctions",
    title: "Sanciones públicas",
    type: "array",
    description: "Multas firmes publicadas contra el titular, con fecha, importe y fuente. Vacío si no hay ninguna.",
    group: "company",
    of: [defineArrayMember({ type: "sanction" })],
  }),
  defineField({
    name: "sources",
    title: "Fuentes",
    type: "array",
    description:
      "Las páginas públicas que respaldan los datos del operador, cada una con el día en que se consultó. La reseña las muestra en «Fuentes».",
    group: "company",
    of: [defineArrayMember({ type: "source" })],
    validation: (rule) =>
      rule.custom((sources: unknown[] | undefined, context) =>
        (sources ?? []).length === 0 && !isNotRanked(context)
          ? "Añade al menos una fuente con su dirección y su fecha de consulta."
          : true,
      ),
  }),
  defineField({
    name: "licences",
    title: "Licencias",
    type: "array",
    description: "Exactamente una licencia de la DGOJ (obligatoria) y, si las hay, otras como Malta o Gibraltar.",
    group: "company",
    of: [defineArrayMember({ type: "licence" })],
    validation: (rule) =>
      rule.custom((licences: LicenceLike[] | undefined, context) =>
        isNotRanked(context) ? true : (licencesProblem(licences) ?? true),
      ),
  }),
];
