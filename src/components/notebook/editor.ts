/**
 * The cell editor: CodeMirror 6 with TypeScript highlighting (or plain,
 * wrapped text for a prose cell's Markdown). Loaded with a dynamic import
 * only when a reader clicks Edit, so no page ships it up front.
 */
import { EditorView, basicSetup } from 'codemirror';
import { keymap, tooltips } from '@codemirror/view';
import { Prec } from '@codemirror/state';
import { javascript } from '@codemirror/lang-javascript';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags as t } from '@lezer/highlight';

/**
 * The keys a notebook gives a meaning to: Shift+Enter (run, then the next
 * cell), Ctrl/Cmd+Enter (run, stay), Alt+Enter (run, then a new cell below),
 * Esc (leave the editor). `onKey` returns whether it took the key.
 */
export type EditorKey = 'next' | 'stay' | 'insert' | 'escape';

export interface Editor {
  getCode(): string;
  setCode(code: string): void;
  focus(): void;
  destroy(): void;
}

const theme = EditorView.theme({
  '&': { color: 'var(--fg)', backgroundColor: 'var(--bg-soft)', fontSize: '0.9rem' },
  '.cm-content': { fontFamily: 'var(--font-mono)', caretColor: 'var(--fg)' },
  '.cm-gutters': { backgroundColor: 'var(--bg-soft)', color: 'var(--fg-soft)', borderRight: '1px solid var(--rule)' },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'color-mix(in srgb, var(--accent) 8%, transparent)' },
  '&.cm-focused': { outline: '2px solid var(--focus)', outlineOffset: '2px' },
  '.cm-cursor': { borderLeftColor: 'var(--fg)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'color-mix(in srgb, var(--focus) 30%, transparent)',
  },
});

/** Syntax colours from the site's palette, so both themes keep their contrast. */
const highlight = HighlightStyle.define([
  { tag: [t.keyword, t.controlKeyword, t.operatorKeyword, t.definitionKeyword, t.modifier], color: 'var(--lead)' },
  { tag: [t.string, t.special(t.string), t.regexp], color: 'var(--hit)' },
  { tag: [t.number, t.bool, t.null, t.atom], color: 'var(--shooter)' },
  { tag: [t.comment, t.lineComment, t.blockComment], color: 'var(--fg-soft)', fontStyle: 'italic' },
  { tag: [t.function(t.variableName), t.function(t.propertyName)], color: 'var(--accent)' },
  { tag: [t.typeName, t.className], color: 'var(--target)' },
  { tag: t.invalid, color: 'var(--miss)', textDecoration: 'underline wavy' },
]);

export interface EditorOptions {
  /** The editor's accessible name. */
  label: string;
  /** Shift+Enter (and, for text, Ctrl/Cmd+Enter): run the code, or render the text (when there is no `onKey`). */
  onRun: () => void;
  /** The notebook's keys (a playground cell): whether it took the key; Shift+Enter then goes here, not to onRun. */
  onKey?: (key: EditorKey) => boolean;
  onChange?: (code: string) => void;
  /** 'code' (default): TypeScript. 'text': Markdown as plain text, with its lines wrapped. */
  mode?: 'code' | 'text';
}

export function createEditor(parent: HTMLElement, code: string, options: EditorOptions): Editor {
  const text = options.mode === 'text';
  const { onKey } = options;
  const bind = (key: string, name: EditorKey) => ({ key, run: () => onKey!(name) });
  // Esc closes a completion list or the search panel on show (CodeMirror's own keys); otherwise it leaves the editor.
  const escape = {
    key: 'Escape',
    run: (view: EditorView) =>
      !view.dom.querySelector('.cm-search') && !document.querySelector('.cm-tooltip-autocomplete') && onKey!('escape'),
  };
  const run = (): boolean => {
    options.onRun();
    return true;
  };
  const view = new EditorView({
    doc: code,
    parent,
    extensions: [
      // Without the notebook's keys, Ctrl/Cmd+Enter stays CodeMirror's "insert a blank line" in code, as before.
      Prec.highest(
        keymap.of(
          onKey
            ? [bind('Shift-Enter', 'next'), bind('Mod-Enter', 'stay'), bind('Alt-Enter', 'insert'), escape]
            : [{ key: 'Shift-Enter', run }, ...(text ? [{ key: 'Mod-Enter', run }] : [])],
        ),
      ),
      basicSetup,
      // The cell is paint-contained (notebook.css): completion and lint tooltips go on <body>, unclipped.
      tooltips({ parent: document.body }),
      text ? EditorView.lineWrapping : [javascript({ typescript: true }), syntaxHighlighting(highlight)],
      theme,
      EditorView.contentAttributes.of({ 'aria-label': options.label }),
      EditorView.updateListener.of((u) => {
        if (u.docChanged) options.onChange?.(u.state.doc.toString());
      }),
    ],
  });
  return {
    getCode: () => view.state.doc.toString(),
    setCode: (next) => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next } }),
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
