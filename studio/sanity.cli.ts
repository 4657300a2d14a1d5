// Configures the `sanity` CLI for this Studio: the project, schema extraction and TypeGen for packages/content.
import { defineCliConfig } from "sanity/cli";
import { dataset, projectId } from "./env";

export default defineCliConfig({
  api: { projectId, dataset },
  // `pnpm typegen` writes the schema and the types into the shared content package, next to the queries.
  schemaExtraction: {
    path: "../packages/content/schema.json",
    enforceRequiredFields: true,
  },
  typegen: {
    path: "../packages/content/src/**/*.ts",
    schema: "../packages/content/schema.json",
    generates: "../packages/content/src/sanity.types.ts",
    overloadClientMethods: true,
  },
});
