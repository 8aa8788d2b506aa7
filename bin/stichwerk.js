#!/usr/bin/env node
// Launcher for the `stichwerk` command. Installed from the package, it runs the compiled CLI (dist/,
// made by `npm run build` before `npm pack`), so no TypeScript loader is started. In a checkout of
// the repository (the sources are beside it) it runs the sources through bin/stichwerk-dev.js
// instead, so an edit takes effect without a build and a stale dist/ is never run.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const checkout = existsSync(fileURLToPath(new URL("../src/cli/main.ts", import.meta.url)));
if (checkout) await import("./stichwerk-dev.js");
else await import(new URL("../dist/src/cli/main.js", import.meta.url).href);
