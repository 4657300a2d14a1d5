// Runs the Studio's own validation, the rules the Publish button obeys, outside the browser: Sanity's
// `validateDocument` with the Studio's compiled schema, and a client for the rules that query the dataset (slug and
// rank uniqueness) and for reference checks. Tests point the client at the Content Lake stand-in.
import type { SanityClient } from "@sanity/client";
import { createSchema, type SanityDocument, type ValidationMarker, validateDocument } from "sanity";
import { schemaTypes } from "../schemaTypes";

export const studioSchema = createSchema({ name: "default", types: schemaTypes });

/** Every validation message the Studio shows for `document` (errors, warnings and infos). */
export function studioValidation(document: SanityDocument, client: SanityClient): Promise<ValidationMarker[]> {
  return validateDocument({
    document,
    workspace: { schema: studioSchema, getClient: () => client, i18n: undefined as never },
  });
}

/** A marker as one line: the field path and the message, e.g. `sections[0].body … : Not a valid URL`. */
export function describeMarker(marker: ValidationMarker): string {
  const path = marker.path
    .map((segment) => (typeof segment === "object" && "_key" in segment ? `[_key=="${segment._key}"]` : `.${segment}`))
    .join("")
    .replace(/^\./, "");
  return `${path}: ${marker.message}`;
}
