// The site shell's data (origin, default SEO, footer, preview state), which the `website` layout route loads once
// for every page: read by a route's `meta` function through its matches, and by components through a hook.
import { useRouteLoaderData } from "react-router";
import type { loader as layoutLoader } from "../routes/website/layout";

/** React Router's id for the layout route: its file as routes.ts names it, without the extension. */
export const WEBSITE_LAYOUT_ID = "routes/website/layout";

type ShellData = Awaited<ReturnType<typeof layoutLoader>>;
type MatchLike = { id: string; loaderData?: unknown } | undefined;

export function shellData(matches: readonly MatchLike[]): ShellData | undefined {
  return matches.find((match) => match?.id === WEBSITE_LAYOUT_ID)?.loaderData as ShellData | undefined;
}

/** The shell's data in a component; undefined outside the layout (an error screen above it). */
export function useShellData() {
  return useRouteLoaderData<typeof layoutLoader>(WEBSITE_LAYOUT_ID);
}
