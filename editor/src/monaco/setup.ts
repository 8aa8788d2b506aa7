// Monaco from the local bundle: the core editor, every editor feature (suggest, hover, code
// actions, ...) and its one generic web worker. No language of Monaco's own is loaded; the page
// registers only the ruleset language. Import this module before any editor is created.
import * as monaco from "monaco-editor/editor";
import "monaco-editor/features/register.all";
import EditorWorker from "monaco-editor/editor/editor.worker?worker";

self.MonacoEnvironment = {
  getWorker: () => new EditorWorker(),
};

export { monaco };
