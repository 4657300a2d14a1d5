// «Añadir elemento» that adds at the top of a list rather than at the bottom, for lists where the first items are the
// ones a page shows (a page's FAQ list): a new question is seen on the page at once, and the editor drags it down
// if it belongs lower.
import type { ArrayInputFunctionsProps, ArrayOfObjectsInputProps, ArraySchemaType, ObjectItem } from "sanity";
import { ArrayOfObjectsFunctions } from "sanity";

function AddAtTopFunctions(props: ArrayInputFunctionsProps<ObjectItem, ArraySchemaType>) {
  return <ArrayOfObjectsFunctions {...props} onItemAppend={props.onItemPrepend} />;
}

/** The array input, its «Añadir elemento» adding at the top. */
export function AddAtTopInput(props: ArrayOfObjectsInputProps) {
  return props.renderDefault({ ...props, arrayFunctions: AddAtTopFunctions });
}
