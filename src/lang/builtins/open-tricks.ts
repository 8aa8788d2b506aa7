// Several open tricks: what the acting seat sees of them (`open`, `follow`, `aside`).
import type { BuiltinModule } from "../builtin-syntax.js";

export const openTrickBuiltins = {
  names: {
    openTricks: { hover: "number: how many tricks are open (`open`, `follow`, `aside`).", sheet: "the number of open tricks" },
    openSuits: { hover: "list of suits: the lead suits of the open tricks (`open`, `follow`, `aside`).", sheet: "the lead suits of the open tricks" },
  },
  functions: {},
} satisfies BuiltinModule;
