// For this package's tests: a stand-in started by the test that asks for it, and closed after it.
import { afterEach } from "vitest";
import { type ContentLake, type ContentLakeOptions, startContentLake } from "../content-lake.ts";

/** Registers the closing; the returned function starts the current test's lake. */
export function lakePerTest(): (options?: ContentLakeOptions) => Promise<ContentLake> {
  let lake: ContentLake | undefined;
  afterEach(async () => {
    await lake?.close();
    lake = undefined;
  });
  return async (options) => {
    lake = await startContentLake(options);
    return lake;
  };
}
