// The designer's build: editor/ is the page's root; the library is imported from ../src like any
// module, so the page runs the very compiler and engine the CLI runs. Everything is bundled (Monaco
// included): the page fetches nothing from outside its own server.
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  base: "./",
  plugins: [react()],
  // Module workers: the language worker and the playtest worker import the library as ES modules.
  worker: { format: "es" },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // Monaco is one large chunk (~4 MB); that is expected, not a warning.
    chunkSizeWarningLimit: 6000,
  },
  server: { host: "127.0.0.1", port: 5173, fs: { allow: [fileURLToPath(new URL("..", import.meta.url))] } },
  preview: { host: "127.0.0.1", port: 4173 },
});
