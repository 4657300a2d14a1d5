// Renders an island on the server (app/islands.ts): the component inside a container the browser entry finds
// by `data-island`, and its props beside it as JSON, which the browser reads without running it (a data block,
// so the CSP has nothing to allow).
import { type ComponentProps, type ComponentType, createElement } from "react";
import { type IslandName, islands } from "../islands";

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can end or change it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}

/**
 * The island `name` with `props`. The container has `display: contents`, so the page lays out the component
 * as if the container were not there.
 */
export function Island<Name extends IslandName>({
  name,
  props,
}: {
  name: Name;
  props: ComponentProps<(typeof islands)[Name]>;
}) {
  return (
    <>
      <div data-island={name} className="contents">
        {createElement(islands[name] as ComponentType<object>, props as object)}
      </div>
      <script
        type="application/json"
        data-island-props={name}
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(props) }}
      />
    </>
  );
}
