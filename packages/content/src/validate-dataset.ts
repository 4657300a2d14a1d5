// Checks the committed dataset (raw NDJSON, before local-dataset.ts resolves its images) against the Studio schema
// as `sanity schema extract` wrote it (schema.json) and against the content rules of docs/content-model.md.
// `validateDataset` is pure: the caller reads the files (see `readDatasetFiles`) and passes them in.
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { ObjectAttribute, ObjectTypeNode, SchemaType, TypeNode } from "groq-js";
import {
  ctaProblem,
  expectedRating,
  hasAtMostOneDecimal,
  isCompleteBreakdown,
  isHttpsUrl,
  isInternalPath,
  isIsoDate,
  isValidHref,
  licencesProblem,
  MIN_PROS_AND_CONS,
  RANK_MAX,
  RANK_MIN,
  RATING_CATEGORIES,
  RATING_MAX,
  RATING_MIN,
  ROUTED_DOCUMENT_TYPES,
  ratingMatchesBreakdown,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
  slugProblem,
  withdrawalTimeProblem,
} from "../../../studio/schemaTypes/rules.ts";

export type DatasetProblem = {
  /** The document's `_id`, or `(dataset)` for rules about the dataset as a whole. */
  documentId: string;
  /** Where in the document, e.g. `licences[_key=="577842157cf9"].authority`; empty for the whole document. */
  path: string;
  /** The named check that found it (see `checks` below). */
  rule: string;
  message: string;
};

export type RawDocument = Record<string, unknown>;

export type DatasetFiles = {
  documents: RawDocument[];
  /** File names in the dataset's images/ folder. */
  imageFiles: string[];
};

export const DATASET_ID = "(dataset)";

/** Reads an NDJSON dataset and the names of the files in the images/ folder beside it. */
export function readDatasetFiles(ndjsonFile: string): DatasetFiles {
  const documents = readFileSync(ndjsonFile, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line, index) => {
      try {
        return JSON.parse(line) as RawDocument;
      } catch (error) {
        throw new Error(`${basename(ndjsonFile)} line ${index + 1} is not valid JSON`, { cause: error });
      }
    });
  let imageFiles: string[] = [];
  try {
    imageFiles = readdirSync(join(dirname(ndjsonFile), "images"));
  } catch {
    // No images folder: every image then fails the image-files check, which says so.
  }
  return { documents, imageFiles };
}

/** Runs every check on the dataset and returns what is wrong, in check order; an empty list means it is valid. */
export function validateDataset(
  documents: readonly RawDocument[],
  schema: SchemaType,
  files: { imageFiles: readonly string[] },
): DatasetProblem[] {
  const dataset = describeDataset(documents, schema, files.imageFiles);
  const problems = checks.flatMap(({ rule, run }) =>
    run(dataset).map((finding) => ({ rule, ...finding }) satisfies DatasetProblem),
  );
  // A specific rule says more than the schema's generic "required" about the same spot (e.g. a missing alt text).
  const specific = new Set(problems.filter((p) => p.rule !== "required").map(problemKey));
  return problems.filter((p) => p.rule !== "required" || !specific.has(problemKey(p)));
}

/** One problem per line, for test failures and scripts. */
export function formatProblems(problems: readonly DatasetProblem[]): string {
  return problems.map((p) => `${p.documentId}${p.path ? ` ${p.path}` : ""}: ${p.message} [${p.rule}]`).join("\n");
}

// ---------------------------------------------------------------------------------------------------------------
// The checks, in the order their problems are reported.

type Finding = { documentId: string; path: string; message: string; rule?: string };
type Check = { rule: string; description: string; run: (dataset: Dataset) => Finding[] };

const checks: Check[] = [
  {
    rule: "schema",
    description:
      "the document type exists; required fields are present and not empty; every value has the schema's type; " +
      "no unknown fields (reported as document-type, required, type and unknown-field)",
    run: (dataset) => dataset.conformance.findings,
  },
  { rule: "document-ids", description: "ids are unique, have no dots and follow <type>-<slug>", run: documentIds },
  { rule: "array-keys", description: "every object in an array has a _key, unique within the array", run: arrayKeys },
  { rule: "references", description: "references point to an existing document of the right type", run: references },
  { rule: "image-files", description: "every image points to a file in dataset/images", run: imageFiles },
  { rule: "image-alt", description: "every image has a Spanish alternative text", run: imageAlts },
  { rule: "casino-count", description: "exactly ten casinos holding ranks 1 to 10", run: casinoCount },
  { rule: "casino-rank", description: "rank is an integer 1-10 held by one casino", run: casinoRanks },
  { rule: "casino-rating", description: "rating and sub-scores are 0-10 with one decimal", run: casinoRatings },
  { rule: "rating-breakdown", description: "rating is the weighted breakdown, rounded", run: ratingBreakdowns },
  { rule: "casino-amounts", description: "money and multiples are not negative", run: casinoAmounts },
  { rule: "withdrawal-time", description: "minimum hours not above maximum", run: withdrawalTimes },
  { rule: "play-url", description: "playUrl is an https:// URL", run: playUrls },
  { rule: "licences", description: "exactly one DGOJ licence, with reference and check date", run: licences },
  { rule: "pros-and-cons", description: `at least ${MIN_PROS_AND_CONS} pros and cons`, run: prosAndCons },
  { rule: "slug-shape", description: "slugs are lowercase-words-with-hyphens, not a reserved route", run: slugShapes },
  { rule: "slug-unique", description: "slugs are unique across casinos, game pages and pages", run: uniqueSlugs },
  { rule: "seo-length", description: "SEO title <= 60 and description <= 160 characters", run: seoLengths },
  { rule: "seo-unique", description: "SEO titles and descriptions are unique", run: uniqueSeo },
  { rule: "cta", description: "a call to action has what its target needs", run: ctas },
  { rule: "links", description: "links are https:, mailto:, tel: or an existing internal route", run: links },
  { rule: "portable-text-marks", description: "span marks are decorators or defined annotations", run: spanMarks },
  { rule: "dates", description: "dates are YYYY-MM-DD, timestamps ISO 8601", run: dates },
  { rule: "placeholders", description: "no placeholder text", run: placeholders },
];

// ---------------------------------------------------------------------------------------------------------------
// What the checks share: the documents by id and type, the site's routes, and one walk of the schema.

type Json = Record<string, unknown>;

type Dataset = {
  documents: readonly Json[];
  byId: Map<string, Json>;
  ofType: (type: string) => Json[];
  imageFiles: ReadonlySet<string>;
  /** Every path the site serves: "/", the app's own routes, and one per casino, game page and page. */
  routes: ReadonlySet<string>;
  /** Every value in a document with its path, flattened once per validation and shared by the checks. */
  nodes: (document: Json) => readonly JsonNode[];
  conformance: Conformance;
};

/** Routes the app owns besides the content documents' slugs. */
/** Routes the web app serves from code rather than from a document's slug. */
const APP_ROUTES = ["/", "/comparacion", "/search", "/calculadora-bonos"];

function describeDataset(documents: readonly Json[], schema: SchemaType, imageFiles: readonly string[]): Dataset {
  const byId = new Map<string, Json>();
  for (const document of documents) {
    if (typeof document._id === "string" && !byId.has(document._id)) byId.set(document._id, document);
  }
  const ofType = (type: string) => documents.filter((document) => document._type === type);
  const routes = new Set(APP_ROUTES);
  for (const type of ROUTED_DOCUMENT_TYPES) {
    for (const document of ofType(type)) {
      const slug = slugOf(document);
      if (slug) routes.add(`/${slug}`);
    }
  }
  const flattened = new Map<Json, JsonNode[]>();
  const nodes = (document: Json) => {
    const found = flattened.get(document) ?? flatten(document);
    flattened.set(document, found);
    return found;
  };
  return {
    documents,
    byId,
    ofType,
    imageFiles: new Set(imageFiles),
    routes,
    nodes,
    conformance: checkConformance(documents, schema),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Schema conformance: every document against its type in schema.json, recursively.

/** Fields Sanity manages itself; allowed on any object whether or not the schema lists them. */
const SYSTEM_FIELDS = new Set(["_id", "_type", "_rev", "_createdAt", "_updatedAt", "_key"]);

/** What the schema walk finds besides problems: the references, with the type each must point to. */
type ReferenceUse = { documentId: string; path: string; ref: string; to: string };
type Conformance = { findings: Finding[]; references: ReferenceUse[] };

type Walk = {
  documentId: string;
  types: Map<string, SchemaType[number]>;
  findings: Finding[];
  references: ReferenceUse[];
};

function checkConformance(documents: readonly Json[], schema: SchemaType): Conformance {
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
    const match = typed.find(({ name }) => name === value._type);
    if (match) {
      checkObject(value, match.member, path, walk);
    } else {
      const names = typed.map(({ name }) => name).join(", ");
      addFinding(walk, path, `_type ${describe(value._type)} is not allowed here; expected one of ${names}`, "type");
    }
    return;
  }

  // Anything else: the first member the value fits.
  for (const member of resolved) {
    const trial: Walk = { ...walk, findings: [], references: [] };
    checkValue(value, member, path, trial);
    if (trial.findings.length === 0) {
      walk.references.push(...trial.references);
      return;
    }
  }
  addFinding(walk, path, `${describe(value)} does not match any of the types allowed here`, "type");
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
    walk.references.push({ documentId: walk.documentId, path, ref: value._ref, to: shape.dereferencesTo });
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

// ---------------------------------------------------------------------------------------------------------------
// Structure: ids, keys, references and images.

function documentIds(dataset: Dataset): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const document of dataset.documents) {
    const id = document._id;
    if (typeof id !== "string" || id === "") continue; // The schema check reports a missing _id.
    if (seen.has(id)) findings.push({ documentId: id, path: "_id", message: `_id "${id}" is used by two documents` });
    seen.add(id);
    if (id.includes(".")) {
      findings.push({
        documentId: id,
        path: "_id",
        message: "an _id with a dot makes the document private (or a draft)",
      });
    }
    const convention = idConventionProblem(document, id);
    if (convention) findings.push({ documentId: id, path: "_id", message: convention });
  }
  return findings;
}

/** The ids docs/content-model.md gives: `casino-<slug>`, `gamePage-<slug>`, `page-<slug>`, `faq-<placement>-<topic>`. */
function idConventionProblem(document: Json, id: string): string | undefined {
  const type = document._type;
  const slug = slugOf(document);
  if (type === "siteSettings" && id !== "siteSettings") {
    return 'the site settings singleton\'s _id must be "siteSettings"';
  }
  if ((type === "casino" || type === "gamePage" || type === "page") && slug && id !== `${type}-${slug}`) {
    return `expected _id "${type}-${slug}"`;
  }
  if (type === "faq" && typeof document.placement === "string" && !id.startsWith(`faq-${document.placement}-`)) {
    return `expected an _id starting with "faq-${document.placement}-"`;
  }
  return undefined;
}

function arrayKeys(dataset: Dataset): Finding[] {
  return eachDocument(dataset.documents, (documentId, document) => {
    const findings: Finding[] = [];
    for (const { value, path } of dataset.nodes(document)) {
      if (!Array.isArray(value)) continue;
      const seen = new Set<string>();
      value.forEach((item, index) => {
        if (!isObject(item)) return;
        const key = item._key;
        if (typeof key !== "string" || key.trim() === "") {
          findings.push({ documentId, path: `${path}[${index}]`, message: "array item has no _key" });
        } else if (seen.has(key)) {
          findings.push({ documentId, path: `${path}[${index}]`, message: `_key "${key}" is used twice in this list` });
        } else {
          seen.add(key);
        }
      });
    }
    return findings;
  });
}

function references(dataset: Dataset): Finding[] {
  return dataset.conformance.references.flatMap(({ documentId, path, ref, to }) => {
    const target = dataset.byId.get(ref);
    if (!target) return [{ documentId, path, message: `reference to "${ref}", which is not in the dataset` }];
    if (target._type !== to) {
      return [{ documentId, path, message: `reference to "${ref}" (a ${String(target._type)}); expected a ${to}` }];
    }
    return [];
  });
}

const ASSET_SOURCE = /^image@file:\/\/\.\/images\/([^/]+)$/;

function imageFiles(dataset: Dataset): Finding[] {
  return eachDocument(dataset.documents, (documentId, document) => {
    const findings: Finding[] = [];
    for (const { value, path } of dataset.nodes(document)) {
      if (!isObject(value) || !("_sanityAsset" in value)) continue;
      const source = value._sanityAsset;
      const file = typeof source === "string" ? ASSET_SOURCE.exec(source)?.[1] : undefined;
      if (!file) {
        findings.push({
          documentId,
          path: `${path}._sanityAsset`,
          message: `expected "image@file://./images/<file>", found ${describe(source)}`,
        });
      } else if (!dataset.imageFiles.has(file)) {
        findings.push({ documentId, path: `${path}._sanityAsset`, message: `images/${file} does not exist` });
      }
    }
    return findings;
  });
}

/** The Studio's limit on alternative texts (studio/schemaTypes/fields.ts). */
const ALT_MAX_LENGTH = 160;

function imageAlts(dataset: Dataset): Finding[] {
  return eachDocument(dataset.documents, (documentId, document) => {
    const findings: Finding[] = [];
    for (const { value, path } of dataset.nodes(document)) {
      if (!isObject(value) || value._type !== "image") continue;
      const alt = value.alt;
      const at = path ? `${path}.alt` : "alt";
      if (typeof alt !== "string" || alt.trim() === "") {
        findings.push({ documentId, path: at, message: "image has no alternative text (alt)" });
      } else if (length(alt) > ALT_MAX_LENGTH) {
        findings.push({
          documentId,
          path: at,
          message: `alt text is ${length(alt)} characters; at most ${ALT_MAX_LENGTH}`,
        });
      } else if (/\.(svg|png|jpe?g|webp|gif)$/i.test(alt.trim())) {
        findings.push({ documentId, path: at, message: `alt text "${alt}" is a file name, not a description` });
      }
    }
    return findings;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Casinos.

const TEN_CASINOS = RANK_MAX - RANK_MIN + 1;

function casinoCount(dataset: Dataset): Finding[] {
  const casinos = dataset.ofType("casino");
  const findings: Finding[] = [];
  if (casinos.length !== TEN_CASINOS) {
    findings.push({
      documentId: DATASET_ID,
      path: "",
      message: `there are ${casinos.length} casinos; the site ranks exactly ${TEN_CASINOS}`,
    });
  }
  const ranks = new Set(casinos.map((casino) => casino.rank));
  for (let rank = RANK_MIN; rank <= RANK_MAX; rank++) {
    if (!ranks.has(rank)) findings.push({ documentId: DATASET_ID, path: "", message: `no casino holds rank ${rank}` });
  }
  return findings;
}

function casinoRanks(dataset: Dataset): Finding[] {
  const holders = new Map<number, string>();
  return eachDocument(dataset.ofType("casino"), (documentId, casino) => {
    const rank = casino.rank;
    if (typeof rank !== "number") return [];
    if (!Number.isInteger(rank) || rank < RANK_MIN || rank > RANK_MAX) {
      return [
        { documentId, path: "rank", message: `rank ${rank} is not a whole number from ${RANK_MIN} to ${RANK_MAX}` },
      ];
    }
    const holder = holders.get(rank);
    if (holder) return [{ documentId, path: "rank", message: `rank ${rank} is already held by ${holder}` }];
    holders.set(rank, documentId);
    return [];
  });
}

/** A score out of 10 with at most one decimal, or a message saying why not. */
function scoreProblem(score: unknown): string | undefined {
  if (typeof score !== "number") return undefined; // The schema check reports a missing or non-numeric score.
  if (score < RATING_MIN || score > RATING_MAX) return `${score} is outside ${RATING_MIN}-${RATING_MAX}`;
  if (!hasAtMostOneDecimal(score)) return `${score} has more than one decimal`;
  return undefined;
}

function casinoRatings(dataset: Dataset): Finding[] {
  return eachDocument(dataset.ofType("casino"), (documentId, casino) => {
    const findings: Finding[] = [];
    const problem = scoreProblem(casino.rating);
    if (problem) findings.push({ documentId, path: "rating", message: `rating ${problem}` });
    const breakdown = isObject(casino.ratingBreakdown) ? casino.ratingBreakdown : {};
    for (const category of RATING_CATEGORIES) {
      const subProblem = scoreProblem(breakdown[category]);
      if (subProblem)
        findings.push({ documentId, path: `ratingBreakdown.${category}`, message: `sub-score ${subProblem}` });
    }
    return findings;
  });
}

function ratingBreakdowns(dataset: Dataset): Finding[] {
  return eachDocument(dataset.ofType("casino"), (documentId, casino) => {
    const breakdown = isObject(casino.ratingBreakdown) ? casino.ratingBreakdown : undefined;
    if (typeof casino.rating !== "number" || !isCompleteBreakdown(breakdown)) return [];
    if (ratingMatchesBreakdown(casino.rating, breakdown)) return [];
    return [
      {
        documentId,
        path: "rating",
        message: `rating ${casino.rating} does not match its breakdown, whose weighted average rounds to ${expectedRating(breakdown)}`,
      },
    ];
  });
}

/** Amounts in euros and multiples that cannot be negative; the validity period is whole days, at least one. */
const NON_NEGATIVE_FIELDS = ["minDeposit", "bonusAmount", "bonusMatchPercent", "wageringRequirement", "maxBet"];

function casinoAmounts(dataset: Dataset): Finding[] {
  return eachDocument(dataset.ofType("casino"), (documentId, casino) => {
    const findings: Finding[] = [];
    for (const field of NON_NEGATIVE_FIELDS) {
      const amount = casino[field];
      if (typeof amount === "number" && amount < 0) {
        findings.push({ documentId, path: field, message: `${field} is ${amount}; it cannot be negative` });
      }
    }
    const days = casino.bonusValidityDays;
    if (typeof days === "number" && (!Number.isInteger(days) || days < 1)) {
      findings.push({
        documentId,
        path: "bonusValidityDays",
        message: `${days} is not a whole number of days (1 or more)`,
      });
    }
    return findings;
  });
}

function withdrawalTimes(dataset: Dataset): Finding[] {
  return eachDocument(dataset.ofType("casino"), (documentId, casino) => {
    const time = isObject(casino.withdrawalTime) ? casino.withdrawalTime : undefined;
    const problem = withdrawalTimeProblem(
      time && { minHours: numberOrUndefined(time.minHours), maxHours: numberOrUndefined(time.maxHours) },
    );
    return problem ? [{ documentId, path: "withdrawalTime", message: problem }] : [];
  });
}

function playUrls(dataset: Dataset): Finding[] {
  return eachDocument(dataset.ofType("casino"), (documentId, casino) => {
    const url = casino.playUrl;
    if (typeof url !== "string" || isHttpsUrl(url)) return [];
    return [{ documentId, path: "playUrl", message: `playUrl "${url}" is not an https:// URL` }];
  });
}

function licences(dataset: Dataset): Finding[] {
  return eachDocument(dataset.ofType("casino"), (documentId, casino) => {
    const list = Array.isArray(casino.licences) ? casino.licences.filter(isObject) : [];
    const problem = licencesProblem(
      list.map((licence) => ({
        authority: stringOrUndefined(licence.authority),
        reference: stringOrUndefined(licence.reference),
        checkedAt: stringOrUndefined(licence.checkedAt),
      })),
    );
    return problem ? [{ documentId, path: "licences", message: problem }] : [];
  });
}

function prosAndCons(dataset: Dataset): Finding[] {
  return eachDocument(dataset.ofType("casino"), (documentId, casino) =>
    (["pros", "cons"] as const).flatMap((field) => {
      const list = casino[field];
      if (!Array.isArray(list) || list.length >= MIN_PROS_AND_CONS) return [];
      return [
        { documentId, path: field, message: `${list.length} ${field}; a review needs at least ${MIN_PROS_AND_CONS}` },
      ];
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Slugs, SEO, calls to action and links.

function slugShapes(dataset: Dataset): Finding[] {
  return routedDocuments(dataset).flatMap((document) => {
    const slug = slugOf(document);
    if (slug === undefined) return []; // The schema check reports a missing slug.
    const problem = slugProblem(slug);
    return problem ? [{ documentId: idOf(document), path: "slug.current", message: `"${slug}": ${problem}` }] : [];
  });
}

function uniqueSlugs(dataset: Dataset): Finding[] {
  const holders = new Map<string, string>();
  return routedDocuments(dataset).flatMap((document) => {
    const slug = slugOf(document);
    if (!slug) return [];
    const holder = holders.get(slug);
    if (holder)
      return [{ documentId: idOf(document), path: "slug.current", message: `slug "${slug}" is also ${holder}'s` }];
    holders.set(slug, idOf(document));
    return [];
  });
}

/** Every SEO object: the pages' `seo` and the site-wide `defaultSeo` (the home page's). */
function seoObjects(dataset: Dataset): Array<{ documentId: string; path: string; seo: Json }> {
  return dataset.documents.flatMap((document) =>
    (["seo", "defaultSeo"] as const).flatMap((field) => {
      const seo = document[field];
      return isObject(seo) ? [{ documentId: idOf(document), path: field, seo }] : [];
    }),
  );
}

function seoLengths(dataset: Dataset): Finding[] {
  const limits = { title: SEO_TITLE_MAX_LENGTH, description: SEO_DESCRIPTION_MAX_LENGTH } as const;
  return seoObjects(dataset).flatMap(({ documentId, path, seo }) =>
    (["title", "description"] as const).flatMap((field) => {
      const text = seo[field];
      if (typeof text !== "string" || length(text) <= limits[field]) return [];
      return [
        {
          documentId,
          path: `${path}.${field}`,
          message: `SEO ${field} is ${length(text)} characters; at most ${limits[field]}`,
        },
      ];
    }),
  );
}

function uniqueSeo(dataset: Dataset): Finding[] {
  const holders = { title: new Map<string, string>(), description: new Map<string, string>() };
  return seoObjects(dataset).flatMap(({ documentId, path, seo }) =>
    (["title", "description"] as const).flatMap((field) => {
      const text = seo[field];
      if (typeof text !== "string") return [];
      const normalized = text.trim().toLowerCase();
      const holder = holders[field].get(normalized);
      if (holder) return [{ documentId, path: `${path}.${field}`, message: `same SEO ${field} as ${holder}` }];
      holders[field].set(normalized, documentId);
      return [];
    }),
  );
}

function ctas(dataset: Dataset): Finding[] {
  return eachDocument(dataset.documents, (documentId, document) => {
    const findings: Finding[] = [];
    for (const { value, path } of dataset.nodes(document)) {
      if (!isObject(value) || value._type !== "cta") continue;
      const casino = isObject(value.casino) ? { _ref: stringOrUndefined(value.casino._ref) } : undefined;
      const problem = ctaProblem({
        target: stringOrUndefined(value.target),
        path: stringOrUndefined(value.path),
        casino,
      });
      if (problem) findings.push({ documentId, path, message: problem });
    }
    return findings;
  });
}

/**
 * Every place content links to: Portable Text link annotations and other `href` fields, image cards' `link`,
 * and calls to action's `path`. Internal paths must be routes the site serves (an in-page #anchor is fine).
 */
function links(dataset: Dataset): Finding[] {
  return eachDocument(dataset.documents, (documentId, document) => {
    const findings: Finding[] = [];
    for (const { value, path } of dataset.nodes(document)) {
      if (!isObject(value)) continue;
      const field =
        "href" in value ? "href" : value._type === "imageCard" ? "link" : value._type === "cta" ? "path" : undefined;
      const href = field ? value[field] : undefined;
      if (!field || typeof href !== "string") continue;
      const at = path ? `${path}.${field}` : field;
      if (!isValidHref(href)) {
        findings.push({
          documentId,
          path: at,
          message: `link "${href}" is not https://, mailto:, tel: or an internal /path`,
        });
      } else if (isInternalPath(href) && !dataset.routes.has(routeOf(href))) {
        findings.push({
          documentId,
          path: at,
          message: `link "${href}" goes to ${routeOf(href)}, which is not a page of the site`,
        });
      }
    }
    return findings;
  });
}

/** "/ayuda#contacto" and "/search?q=ruleta" -> "/ayuda", "/search". */
function routeOf(href: string): string {
  return href.replace(/[?#].*$/, "") || "/";
}

/** The decorators the rich text allows (studio/schemaTypes/objects/rich-text.ts); other marks are annotation keys. */
const DECORATORS = new Set(["strong", "em"]);

function spanMarks(dataset: Dataset): Finding[] {
  return eachDocument(dataset.documents, (documentId, document) => {
    const findings: Finding[] = [];
    for (const { value, path } of dataset.nodes(document)) {
      if (!isObject(value) || value._type !== "block" || !Array.isArray(value.children)) continue;
      const defined = new Set(
        (Array.isArray(value.markDefs) ? value.markDefs : []).filter(isObject).map((markDef) => markDef._key),
      );
      value.children.forEach((span, index) => {
        if (!isObject(span) || !Array.isArray(span.marks)) return;
        for (const mark of span.marks) {
          if (typeof mark === "string" && !DECORATORS.has(mark) && !defined.has(mark)) {
            findings.push({
              documentId,
              path: `${itemPath(`${path}.children`, span, index)}.marks`,
              message: `mark "${mark}" is neither a decorator (${[...DECORATORS].join(", ")}) nor a markDef of the block`,
            });
          }
        }
      });
    }
    return findings;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Dates and placeholder text.

const DATE_FIELDS = new Set(["lastReviewed", "lastUpdated", "checkedAt"]);
const TIMESTAMP_FIELDS = new Set(["_createdAt", "_updatedAt"]);
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function dates(dataset: Dataset): Finding[] {
  return eachDocument(dataset.documents, (documentId, document) => {
    const findings: Finding[] = [];
    for (const { value, path, key } of dataset.nodes(document)) {
      if (typeof value !== "string" || key === undefined) continue;
      if (DATE_FIELDS.has(key) && !isIsoDate(value)) {
        findings.push({ documentId, path, message: `"${value}" is not a date in the form YYYY-MM-DD` });
      }
      if (TIMESTAMP_FIELDS.has(key) && path === key) {
        const date = TIMESTAMP.exec(value)?.[1];
        if (!date || !isIsoDate(date) || Number.isNaN(Date.parse(value))) {
          findings.push({
            documentId,
            path,
            message: `"${value}" is not an ISO timestamp such as 2025-11-03T09:00:00Z`,
          });
        }
      }
    }
    return findings;
  });
}

/** Text that means "write this later". NOTE: "todo" is an everyday Spanish word, so only the uppercase marker counts. */
const PLACEHOLDERS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ["lorem ipsum", /lorem\s+ipsum/i],
  ["TODO", /\bTODO\b/],
  ["FIXME", /\bFIXME\b/],
  ["TBD", /\bTBD\b/],
  ["placeholder", /placeholder/i],
  ["xxx", /\bx{3,}\b/i],
];
/** Machine values a placeholder cannot hide in. */
const NOT_TEXT = new Set(["_id", "_ref", "_key", "_rev", "_type", "_sanityAsset", "_createdAt", "_updatedAt"]);

function placeholders(dataset: Dataset): Finding[] {
  return eachDocument(dataset.documents, (documentId, document) => {
    const findings: Finding[] = [];
    for (const { value, path, key } of dataset.nodes(document)) {
      if (typeof value !== "string" || (key !== undefined && NOT_TEXT.has(key))) continue;
      for (const [name, pattern] of PLACEHOLDERS) {
        if (pattern.test(value))
          findings.push({ documentId, path, message: `placeholder text (${name}): "${excerpt(value, pattern)}"` });
      }
    }
    return findings;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers.

function eachDocument(documents: readonly Json[], check: (documentId: string, document: Json) => Finding[]): Finding[] {
  return documents.flatMap((document) => check(idOf(document), document));
}

function routedDocuments(dataset: Dataset): Json[] {
  return dataset.documents.filter((document) => (ROUTED_DOCUMENT_TYPES as readonly unknown[]).includes(document._type));
}

type JsonNode = { value: unknown; path: string; key?: string };

/** Every value inside `value` with its path and the name of the field holding it (undefined for array items). */
function flatten(value: unknown, path = "", key?: string, nodes: JsonNode[] = []): JsonNode[] {
  nodes.push({ value, path, key });
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      flatten(item, itemPath(path, item, index), undefined, nodes);
    });
  } else if (isObject(value)) {
    for (const [field, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${field}` : field, field, nodes);
  }
  return nodes;
}

/** `list[_key=="a1b2c3d4e5f6"]` for keyed items (Sanity's own path syntax), `list[3]` otherwise. */
function itemPath(path: string, item: unknown, index: number): string {
  return isObject(item) && typeof item._key === "string" ? `${path}[_key=="${item._key}"]` : `${path}[${index}]`;
}

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isEmpty(value: unknown): boolean {
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function idOf(document: Json): string {
  return typeof document._id === "string" ? document._id : "(no _id)";
}

function slugOf(document: Json): string | undefined {
  return isObject(document.slug) && typeof document.slug.current === "string" ? document.slug.current : undefined;
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === "number" ? value : undefined;
}

/** Length in characters as a reader counts them (code points, so "ñ" is one). */
function length(text: string): number {
  return [...text].length;
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return `"${excerpt(value)}"`;
  if (typeof value === "object") return "an object";
  return `${typeof value} ${String(value)}`;
}

function excerpt(text: string, around?: RegExp): string {
  const start = around ? Math.max(0, (around.exec(text)?.index ?? 0) - 20) : 0;
  const slice = text.slice(start, start + 60);
  return `${start > 0 ? "…" : ""}${slice}${start + 60 < text.length ? "…" : ""}`;
}

function problemKey(problem: DatasetProblem): string {
  return `${problem.documentId}\u0000${problem.path}`;
}
