// Public surface of the language front-end.
export { compile, type CompileOptions, type CompileResult } from "./compile.js";
export { CATALOGUE, formatDiagnostic, type Code, type Diagnostic, type Severity } from "./diagnostics.js";
export { validateIR, type IrValidation } from "./validate-ir.js";
export { printable, printableJson } from "./printable.js";
export type { FileAst, Span } from "./ast.js";
export { parseFile, type ReadFile } from "./variants.js";
export { dirname, joinPath } from "./paths.js";
export { KEYWORDS, SOFT_KEYWORDS, allTokens, StichLexer } from "../../grammar/tokens.js";
