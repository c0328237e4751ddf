import { json } from '@codemirror/lang-json';
import { bracketMatching } from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, highlightActiveLine, highlightActiveLineGutter, lineNumbers } from '@codemirror/view';
import { minimalSetup } from 'codemirror';
import { useEffect, useRef } from 'react';
import { consoleEditorTheme, consoleHighlighting } from './code-editor.theme';
import './code-editor.css';

export interface CodeEditorProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** JSON is coloured; other text (YAML: no YAML grammar is installed) is shown plain in the same editor. */
  readonly language: 'json' | 'text';
  /** The accessible name (a form label's `for` cannot name an editable div). */
  readonly label: string;
  readonly describedBy: string;
  readonly invalid: boolean;
  readonly isDisabled: boolean;
  /** The visible height in lines; the editor can be dragged taller. */
  readonly rows: number;
  readonly dataTest: string;
}

/** What changes with the props without rebuilding the editor: its name, state marks and whether it may be edited. */
function dynamicExtensions(props: CodeEditorProps): Extension {
  return [
    EditorView.contentAttributes.of({
      'aria-label': props.label,
      'aria-describedby': props.describedBy,
      'aria-invalid': String(props.invalid),
      ...(props.isDisabled ? { 'aria-disabled': 'true', 'aria-readonly': 'true' } : {}),
      'data-test': props.dataTest,
    }),
    EditorView.editable.of(!props.isDisabled),
    EditorState.readOnly.of(props.isDisabled),
    props.isDisabled ? EditorView.editorAttributes.of({ class: 'oc-read-only' }) : [],
  ];
}

/**
 * A CodeMirror 6 editor as a controlled field: syntax colouring for JSON, line numbers, bracket matching and undo,
 * all bundled (nothing fetched at run time, so it works offline). Tab is left to the browser (CodeMirror's
 * `indentWithTab` is not installed), so Tab and Shift+Tab move to the next and previous control as in any form
 * field; indentation comes from Enter, which keeps the line's indent. Loaded lazily by `PolicyDocumentEditor`.
 */
export function CodeEditor(props: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef(props);
  const dynamic = useRef(new Compartment());

  useEffect(() => {
    latest.current = props;
  });

  // Built once; later props reach it through the effects below.
  useEffect(() => {
    if (!host.current) return undefined;
    const initial = latest.current;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initial.value,
        extensions: [
          minimalSetup,
          lineNumbers(),
          highlightActiveLine(),
          highlightActiveLineGutter(),
          bracketMatching(),
          EditorView.lineWrapping,
          initial.language === 'json' ? json() : [],
          consoleHighlighting,
          consoleEditorTheme,
          dynamic.current.of(dynamicExtensions(initial)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
  }, []);

  // A value set from outside (Clear, a loaded document) replaces the text; the editor's own typing already matches.
  useEffect(() => {
    const current = view.current;
    if (!current || current.state.doc.toString() === props.value) return;
    current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: props.value } });
  }, [props.value]);

  const { label, describedBy, invalid, isDisabled, dataTest } = props;
  useEffect(() => {
    view.current?.dispatch({
      effects: dynamic.current.reconfigure(
        dynamicExtensions({ ...latest.current, label, describedBy, invalid, isDisabled, dataTest }),
      ),
    });
  }, [label, describedBy, invalid, isDisabled, dataTest]);

  return (
    <div
      ref={host}
      className={invalid ? 'oc-code-editor oc-m-invalid' : 'oc-code-editor'}
      style={{ height: `calc(${props.rows} * 1.5em + 0.5rem)` }}
      data-test={`${dataTest}-frame`}
    />
  );
}
