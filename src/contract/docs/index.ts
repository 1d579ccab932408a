import { withCallTables } from './markdown';
import { openApiText } from './openapi';

/**
 * The contract's documentation, generated from the declarations: docs/platform-api.md's call
 * tables and error codes (./markdown.ts) and docs/openapi.json (./openapi.ts). `npm run
 * contract:docs` writes both; tests/unit/contract-docs.test.ts regenerates them in memory and fails
 * when the files are stale, so the docs can never drift from the code.
 */

/** The two generated files, as they should be: the call tables inside `platformApiMarkdown`, and the OpenAPI document. */
export const CONTRACT_DOCS = { platformApi: 'docs/platform-api.md', openApi: 'docs/openapi.json' } as const;
export const generatedDocs = (platformApiMarkdown: string, implemented: ReadonlySet<string>): Record<string, string> => ({
  [CONTRACT_DOCS.platformApi]: withCallTables(platformApiMarkdown, implemented),
  [CONTRACT_DOCS.openApi]: openApiText(implemented),
});
