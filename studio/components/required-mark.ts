// A field the Publish button requires says so after its title: «Nombre (obligatorio)». The mark is read from the
// field's own rules (`rule.required()` in the schema), so it cannot disagree with what «Publicar» refuses. A field
// required only in some cases (a custom rule, such as the reason of an operator «no clasificado») is not marked.
import type { FieldProps, Rule, SchemaType } from "sanity";

export const REQUIRED_MARK = "(obligatorio)";

export function isRequiredField(type: SchemaType): boolean {
  // The compiled schema holds each field's rules as an array of Rule objects.
  const rules = type.validation;
  return Array.isArray(rules) && rules.some((rule) => (rule as Rule).isRequired?.() === true);
}

/** The form's field component: the default field, its title marked when the field is required. */
export function markRequiredField(props: FieldProps) {
  const marked = props.title && isRequiredField(props.schemaType);
  return props.renderDefault(marked ? { ...props, title: `${props.title} ${REQUIRED_MARK}` } : props);
}
