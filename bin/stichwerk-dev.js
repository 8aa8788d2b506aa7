#!/usr/bin/env node
// The development launcher of the `stichwerk` command, for the repository itself: the CLI's TypeScript
// sources run without a build step (the tests spawn this, so they never run a stale build). tsx's
// loader is registered in this same process (no second node process), then src/cli/main.ts is
// imported. The installed command is bin/stichwerk.js, which runs the compiled dist/ instead.
// Paths are resolved from this file, so the command works from any directory and through npm's
// bin symlinks (Node resolves the symlink before computing import.meta.url).
import { fileURLToPath } from "node:url";

// Startup time: every module imported after register() goes through tsx's hooks, which costs about
// half a second on chevrotain's hundreds of small files. These plain-JS dependencies are loaded first;
// the TypeScript sources importing them later get the same, already loaded, modules. A failure here is
// ignored on purpose: the real import reports it properly.
await Promise.allSettled(["chevrotain", "ajv/dist/2020.js"].map((m) => import(m)));

const { register } = await import("tsx/esm/api");
register({ tsconfig: fileURLToPath(new URL("../tsconfig.json", import.meta.url)) });
await import(new URL("../src/cli/main.ts", import.meta.url).href);
