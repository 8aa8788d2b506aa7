// The HTML reports' chart script (editor/src/report/main.tsx) as one classic script with everything
// in it (React, recharts, the designer's chart components and their CSS), which the reports inline:
// a report opened from a file, offline, draws its charts. Built by scripts/build-report-charts.ts
// (`npm run build:report`, part of `npm run build`) into dist/report/charts.js.
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = fileURLToPath(new URL(".", import.meta.url));
/** The library's sources (not the designer's, which sit under editor/src). */
const library = fileURLToPath(new URL("../src/", import.meta.url));

export default defineConfig({
  root: here,
  plugins: [react()],
  // React's production build (the library mode does not set it).
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  logLevel: "warn",
  build: {
    target: "es2022",
    minify: true,
    emptyOutDir: true,
    copyPublicDir: false,
    lib: { entry: fileURLToPath(new URL("src/report/main.tsx", import.meta.url)), formats: ["iife"], name: "StichwerkReportCharts", fileName: () => "charts.js" },
    chunkSizeWarningLimit: 2000,
    // The script takes only constants and formatters from the library (src/index.ts, the designer's
    // one door into it): its modules are treated as free of side effects here, so the rest of the
    // library is left out of the bundle (about 260 KiB otherwise). The e2e test draws every chart kind.
    rollupOptions: { treeshake: { moduleSideEffects: (id: string) => !id.startsWith(library) } },
  },
});
