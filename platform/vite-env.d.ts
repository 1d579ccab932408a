// Types for `import.meta.glob`, which Vite (the Astro build and vitest) resolves at build time.
// Under tsx (the CLI) the call does not exist; db/migrate.ts falls back to reading the folder.
/// <reference types="vite/client" />
