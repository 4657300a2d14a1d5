// Lets a route's `meta` function read the site shell's data (origin, default SEO) from the layout route.
import type { loader as layoutLoader } from "../routes/website/layout";

type ShellData = Awaited<ReturnType<typeof layoutLoader>>;
type MatchLike = { id: string; loaderData?: unknown } | undefined;

export function shellData(matches: readonly MatchLike[]): ShellData | undefined {
  return matches.find((match) => match?.id === "routes/website/layout")?.loaderData as ShellData | undefined;
}
