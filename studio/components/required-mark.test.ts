import type { ObjectSchemaType } from "sanity";
import { expect, test } from "vitest";
import { studioSchema } from "../validation/studio-validation";
import { isRequiredField } from "./required-mark";

const fieldOf = (documentType: string, name: string) => {
  const type = studioSchema.get(documentType) as ObjectSchemaType;
  const field = type.fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${documentType} has no field ${name}`);
  return field.type;
};

test("a field «Publicar» requires is marked, one it does not require is not", () => {
  expect(isRequiredField(fieldOf("casino", "name"))).toBe(true);
  expect(isRequiredField(fieldOf("casino", "wageringRequirement"))).toBe(true);
  // Optional: filled only where the operator's own page states it.
  expect(isRequiredField(fieldOf("casino", "supportLanguages"))).toBe(false);
  // Required only for an operator set «no clasificado» (a custom rule).
  expect(isRequiredField(fieldOf("casino", "notRankedReason"))).toBe(false);
});
