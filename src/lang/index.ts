// Public surface of the language front-end.
export { compile, type CompileOptions, type CompileResult, type RuleCardsSummary } from "./compile.js";
export { describeRuleCards } from "./rule-cards-text.js";
export { CATALOGUE, formatDiagnostic, type Code, type Diagnostic, type Severity } from "./diagnostics.js";
export { validateIR, type IrValidation } from "./validate-ir.js";
export { printable, printableJson } from "./printable.js";
export type { FileAst, Span } from "./ast.js";
export { parseFile } from "./variants.js";
export { inMemoryFiles, isInside, mayRead, MAX_RULESET_BYTES, RULESET_EXTENSION, type ReadFailure, type ReadFile, type ReadRefusal } from "./files.js";
export { dirname, joinPath } from "./paths.js";
export { KEYWORDS, SOFT_KEYWORDS, allTokens, StichLexer } from "./words.js";
// Editor support: the same front-end, asked other questions.
export { analyzeRuleset, definitionAt, wordAt, isKeyword, type Analysis, type SymbolDef, type SymbolKind, type OutlineItem, type ExtendsTarget, type Definition } from "./analyze.js";
export { completeAt, type Completion, type CompletionKind, type CompleteOptions } from "./complete.js";
export { formatRuleset, type FormatResult } from "./format.js";
export { KEYWORD_DOCS, BUILTIN_DOCS, wordDocs, referenceMarkdown, withReference } from "./reference.js";
