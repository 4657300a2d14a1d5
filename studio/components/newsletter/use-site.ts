// The site the Studio's newsletter views ask, with the logged-in editor's token from the Studio's own client.
import { useClient } from "sanity";
import { previewOrigin } from "../../env";
import type { Site } from "./site-api";

export function useSite(): Site {
  const client = useClient({ apiVersion: "2025-02-19" });
  return { origin: previewOrigin, token: client.config().token };
}
