// Schema conformance: every document against its type in schema.json (what `sanity schema extract` wrote),
// recursively. Reported as document-type, required, type and unknown-field; also collects the references.
import type { ObjectAttribute, ObjectTypeNode, SchemaType, TypeNode } from "groq-js";
import type { Finding, Json } from "./dataset.ts";
import { describe, isEmpty, isObject, itemPath } from "./helpers.ts";

/** Fields Sanity manages itself; allowed on any object whether or not the schema lists them. */
const SYSTEM_FIELDS = new Set(["_id", "_type", "_rev", "_createdAt", "_updatedAt", "_key"]);

/** What the schema walk finds besides problems: the references, with the type each must point to. */
/** `to`: the document types the reference may point at (a link may point at a casino, a game page or a page). */
export type ReferenceUse = { documentId: string; path: string; ref: string; to: string[] };
export type Conformance = { findings: Finding[]; references: ReferenceUse[] };

type Walk = {
  documentId: string;
  types: Map<string, SchemaType[number]>;
  findings: Finding[];
  references: ReferenceUse[];
};

export function checkConformance(documents: readonly Json[], schema: SchemaType): Conformance {
  const types = new Map(schema.map((type) => [type.name, type]));
  const conformance: Conformance = { findings: [], references: [] };
  documents.forEach((document, index) => {
    const documentId = typeof document._id === "string" ? document._id : `(line ${index + 1})`;
    const walk: Walk = { documentId, types, findings: [], references: [] };
    const type = typeof document._type === "string" ? types.get(document._type) : undefined;
    if (type?.type !== "document") {
      const message =
        typeof document._type === "string"
          ? `unknown document type "${document._type}": the Studio schema has no such document type`
          : "the document has no _type";
      walk.findings.push({ documentId, path: "", message, rule: "document-type" });
    } else {
      checkObject(document, { type: "object", attributes: type.attributes }, "", walk);
    }
    conformance.findings.push(...walk.findings);
    conformance.references.push(...walk.references);
  });
  return conformance;
}

/** Follows named types (`{type: "inline", name}`) to their definition. */
function resolve(node: TypeNode, walk: Walk): TypeNode {
  let current = node;
  for (let depth = 0; current.type === "inline" && depth < 20; depth++) {
    const declaration = walk.types.get(current.name);
    if (!declaration) return { type: "unknown" };
    current =
      declaration.type === "document" ? { type: "object", attributes: declaration.attributes } : declaration.value;
  }
  return current;
}

type ObjectShape = { attributes: Record<string, ObjectAttribute>; open: boolean; dereferencesTo?: string };

/** An object node's attributes merged with those of its `rest` (array items: `_key` + the item's named type). */
function shapeOf(node: ObjectTypeNode, walk: Walk): ObjectShape {
  const shape: ObjectShape = { attributes: { ...node.attributes }, open: false, dereferencesTo: node.dereferencesTo };
  let rest = node.rest;
  while (rest) {
    const resolved = resolve(rest, walk);
    if (resolved.type !== "object") {
      shape.open = true;
      break;
    }
    Object.assign(shape.attributes, resolved.attributes);
    shape.dereferencesTo ??= resolved.dereferencesTo;
    rest = resolved.rest;
  }
  return shape;
}

function addFinding(walk: Walk, path: string, message: string, rule: string): void {
  walk.findings.push({ documentId: walk.documentId, path, message, rule });
}

function checkValue(value: unknown, node: TypeNode, path: string, walk: Walk): void {
  const resolved = resolve(node, walk);
  if (resolved.type === "object") {
    checkObject(value, resolved, path, walk);
  } else if (resolved.type === "union") {
    checkUnion(value, resolved.of, path, walk);
  } else if (resolved.type === "array" && Array.isArray(value)) {
    value.forEach((item, index) => {
      checkValue(item, resolved.of, itemPath(path, item, index), walk);
    });
  } else {
    const mismatch = shallowMismatch(value, resolved);
    if (mismatch) addFinding(walk, path, mismatch, "type");
  }
}

/** Why `value` is not of a primitive type (or not a list at all), or undefined when it is. */
function shallowMismatch(value: unknown, node: TypeNode): string | undefined {
  const found = describe(value);
  switch (node.type) {
    case "null":
      return value === null ? undefined : `expected null, found ${found}`;
    case "string":
      if (typeof value !== "string") return `expected text, found ${found}`;
      return node.value === undefined || value === node.value ? undefined : `expected "${node.value}", found ${found}`;
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? undefined : `expected a number, found ${found}`;
    case "boolean":
      return typeof value === "boolean" ? undefined : `expected true or false, found ${found}`;
    case "array":
      return Array.isArray(value) ? undefined : `expected a list, found ${found}`;
    default:
      return undefined;
  }
}

function checkUnion(value: unknown, members: TypeNode[], path: string, walk: Walk): void {
  const resolved = members.map((member) => resolve(member, walk));

  // A list of allowed strings: payment methods, licence authorities, categories, styles...
  const literals = resolved.map((member) => (member.type === "string" ? member.value : undefined));
  if (literals.every((literal) => literal !== undefined)) {
    if (typeof value !== "string" || !literals.includes(value)) {
      addFinding(walk, path, `${describe(value)} is not one of the allowed values: ${literals.join(", ")}`, "type");
    }
    return;
  }

  // Objects told apart by `_type`: the Portable Text block, table and callout.
  const typed = resolved.flatMap((member) => {
    if (member.type !== "object") return [];
    const literal = shapeOf(member, walk).attributes._type?.value;
    return literal?.type === "string" && literal.value !== undefined ? [{ name: literal.value, member }] : [];
  });
  if (isObject(value) && typed.length > 0) {
    const matches = typed.filter(({ name }) => name === value._type);
    if (
      matches.length > 1 &&
      fitsFirst(
        value,
        matches.map(({ member }) => member),
        path,
        walk,
      )
    )
      return;
    const match = matches[0];
    if (match) {
      checkObject(value, match.member, path, walk);
    } else {
      const names = typed.map(({ name }) => name).join(", ");
      addFinding(walk, path, `_type ${describe(value._type)} is not allowed here; expected one of ${names}`, "type");
    }
    return;
  }

  // Anything else: the first member the value fits.
  if (fitsFirst(value, resolved, path, walk)) return;
  addFinding(walk, path, `${describe(value)} does not match any of the types allowed here`, "type");
}

/**
 * Checks `value` as the first of `members` it fits and keeps that member's references; false when it fits none. A
 * reference to several types (a link to a casino, a game page or a page) fits each member: it may point at any.
 */
function fitsFirst(value: unknown, members: TypeNode[], path: string, walk: Walk): boolean {
  const fits = members.flatMap((member) => {
    const trial: Walk = { ...walk, findings: [], references: [] };
    checkValue(value, member, path, trial);
    return trial.findings.length === 0 ? [trial.references] : [];
  });
  const [first, ...others] = fits;
  if (!first) return false;
  const targets = [...new Set([...first, ...others.flat()].flatMap((reference) => reference.to))];
  walk.references.push(...first.map((reference) => ({ ...reference, to: targets })));
  return true;
}

function checkObject(input: unknown, node: ObjectTypeNode, path: string, walk: Walk): void {
  const at = (field: string) => (path ? `${path}.${field}` : field);
  const push = (path: string, message: string, rule: string) => addFinding(walk, path, message, rule);
  if (!isObject(input)) {
    push(path, `expected an object, found ${describe(input)}`, "type");
    return;
  }
  let value = input;
  let shape = shapeOf(node, walk);
  // An export keeps an image's file on the image itself (`"_sanityAsset": "image@file://./images/…"`), where the
  // Studio has `asset`; import uploads the file and writes the reference. Check it as that reference.
  if (typeof value._sanityAsset === "string" && "asset" in shape.attributes && !("asset" in value)) {
    const { _sanityAsset, ...image } = value;
    value = { ...image, asset: { _sanityAsset } };
    shape = shapeOf(node, walk);
  }

  // In the dataset file an image's asset is `{"_sanityAsset": "image@file://./images/…"}`; `sanity dataset import`
  // uploads the file and turns it into a reference. The image-files check looks at the file.
  if (shape.dereferencesTo?.startsWith("sanity.") && "_sanityAsset" in value) {
    for (const key of Object.keys(value)) {
      if (key !== "_sanityAsset") push(at(key), `unexpected "${key}" beside _sanityAsset`, "unknown-field");
    }
    return;
  }
  if (shape.dereferencesTo && typeof value._ref === "string") {
    walk.references.push({ documentId: walk.documentId, path, ref: value._ref, to: [shape.dereferencesTo] });
  }

  for (const [name, attribute] of Object.entries(shape.attributes)) {
    if (name === "_key") continue; // The array-keys check owns _key.
    const field = value[name];
    if (field === undefined || field === null) {
      if (attribute.optional) continue;
      const literal = attribute.value.type === "string" ? attribute.value.value : undefined;
      const message =
        name === "_type" && literal ? `missing _type "${literal}"` : `required field "${name}" is missing`;
      push(at(name), message, "required");
      continue;
    }
    if (!attribute.optional && isEmpty(field)) push(at(name), `required field "${name}" is empty`, "required");
    checkValue(field, attribute.value, at(name), walk);
  }

  if (shape.open) return;
  for (const key of Object.keys(value)) {
    if (!(key in shape.attributes) && !SYSTEM_FIELDS.has(key)) {
      push(at(key), `unknown field "${key}": the schema has no such field here`, "unknown-field");
    }
  }
}
