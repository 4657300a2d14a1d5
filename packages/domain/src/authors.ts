// Who signs a review: a person, or a team that signs as an organisation until real people are entered.

/** What an author is; structured data names a person as a schema.org Person, a team as an Organization. */
export const AUTHOR_KINDS = ["person", "organization"] as const;
export type AuthorKind = (typeof AUTHOR_KINDS)[number];

export const AUTHOR_KIND_LABELS: Record<AuthorKind, string> = {
  person: "Persona",
  organization: "Equipo (organización)",
};

/** The schema.org type an author is named by. */
export function authorSchemaType(kind: string | null | undefined): "Person" | "Organization" {
  return kind === "person" ? "Person" : "Organization";
}
