import { Menu } from '@base-ui/react/menu';
import { richTextFromPm, richTextToPm, type PmNode } from '@larder/shared/rich-text/prosemirror-json';
import type { RichText } from '@larder/shared/rich-text/rich-text-schema';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { IngredientReference, Measurement, type MeasurementAttrs } from './inline-atoms.ts';
import { measurementCandidates } from './measurement-candidates.ts';

export interface StepAtoms {
  /** The text a measurement shows while editing ("350°F", "2 tablespoons"). */
  measurementLabel: (attrs: MeasurementAttrs) => string;
  /** The recipe's ingredient lines a step can refer to, as they read now. */
  ingredients: () => { id: string; label: string }[];
  /** The unit id of a platform unit title, when the kitchen has it. */
  unitId: (title: string) => string | null;
}

/**
 * A rich-text field (TipTap on ProseMirror) holding Larder's rich text: bold, italic, links and
 * lists, and in steps the measurement and ingredient atoms. Typing "@" opens the recipe's
 * ingredients; amounts typed as text are offered as measurements under the field.
 */
export function RichTextEditor({
  value,
  onChange,
  labelId,
  describedBy,
  atoms,
  minimal,
}: {
  value: RichText | null;
  onChange: (value: RichText | null) => void;
  labelId: string;
  describedBy?: string;
  atoms?: StepAtoms;
  /** Bold, italic and links only (no lists). */
  minimal?: boolean;
}) {
  const atomsRef = useRef(atoms);
  atomsRef.current = atoms;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [ingredientMenuOpen, setIngredientMenuOpen] = useState(false);
  const typedAt = useRef<{ from: number; to: number } | null>(null);

  /** The value the editor shows: the last one it sent, or one put in from outside. */
  const shown = useRef(value);
  const editor = useEditor({
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        ...(minimal ? { bulletList: false, orderedList: false, listItem: false, listKeymap: false } : {}),
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https'] },
      }),
      Measurement.configure({
        label: (attrs) => atomsRef.current?.measurementLabel(attrs) ?? String(attrs.quantity),
      }),
      IngredientReference.configure({
        label: (id) =>
          atomsRef.current?.ingredients().find((item) => item.id === id)?.label ?? 'missing ingredient',
      }),
    ],
    content: richTextToPm(value),
    editorProps: {
      attributes: {
        class: 'rt-editor',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
      handleTextInput: (_view, from, to, text) => {
        if (text === '@' && atomsRef.current && atomsRef.current.ingredients().length > 0) {
          // Where the "@" was typed: the reference goes there, whatever the selection becomes
          // while the menu has focus.
          typedAt.current = { from, to };
          setIngredientMenuOpen(true);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      const next = richTextFromPm(current.getJSON() as PmNode);
      // The form hands this value back as the field's value: nothing to compare then.
      shown.current = next;
      onChangeRef.current(next);
    },
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      link: current.isActive('link'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      text: atoms ? current.state.doc.textBetween(0, current.state.doc.content.size, '\n', '\ufffc') : '',
    }),
  });

  // A value replaced from outside (a reload, a restore) replaces the editor's document.
  useEffect(() => {
    if (value === shown.current) return;
    shown.current = value;
    const current = richTextFromPm(editor.getJSON() as PmNode);
    if (JSON.stringify(current) !== JSON.stringify(value))
      editor.commands.setContent(richTextToPm(value), { emitUpdate: false });
  }, [value, editor]);

  const toggleLink = () => {
    if (editor.isActive('link')) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    const href = window.prompt('Link address (https://…)');
    if (href && /^https?:\/\/\S+$/i.test(href.trim()))
      editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  const suggestions = atoms
    ? measurementCandidates(state.text).filter((candidate) => atoms.unitId(candidate.unit) !== null)
    : [];

  const convert = (index: number) => {
    if (!atoms) return;
    const candidate = suggestions[index];
    if (!candidate) return;
    // Find the candidate's text in the document (text nodes only; atoms count as one character).
    let done = false;
    editor.state.doc.descendants((node, pos) => {
      if (done || !node.isText || !node.text) return !done;
      const at = node.text.indexOf(candidate.text);
      if (at < 0) return false;
      const unitId = atoms.unitId(candidate.unit)!;
      editor
        .chain()
        .focus()
        .insertContentAt(
          { from: pos + at, to: pos + at + candidate.text.length },
          { type: 'measurement', attrs: { quantity: candidate.quantity, unitId, scales: null } },
        )
        .run();
      done = true;
      return false;
    });
  };

  const insertIngredient = (id: string) => {
    editor
      .chain()
      .focus()
      .insertContent({ type: 'ingredientReference', attrs: { ingredientUsageId: id } })
      .run();
  };

  return (
    <div className="rt-field">
      <div className="rt-toolbar" role="toolbar" aria-label="Formatting" aria-controls={undefined}>
        <button
          type="button"
          className="rt-tool"
          aria-pressed={state.bold}
          onClick={() => editor.chain().focus().toggleBold().run()}
        >
          <b aria-hidden="true">B</b>
          <span className="visually-hidden">Bold</span>
        </button>
        <button
          type="button"
          className="rt-tool"
          aria-pressed={state.italic}
          onClick={() => editor.chain().focus().toggleItalic().run()}
        >
          <i aria-hidden="true">I</i>
          <span className="visually-hidden">Italic</span>
        </button>
        <button type="button" className="rt-tool" aria-pressed={state.link} onClick={toggleLink}>
          Link
        </button>
        {minimal ? null : (
          <>
            <button
              type="button"
              className="rt-tool"
              aria-pressed={state.bulletList}
              onClick={() => editor.chain().focus().toggleBulletList().run()}
            >
              • List
            </button>
            <button
              type="button"
              className="rt-tool"
              aria-pressed={state.orderedList}
              onClick={() => editor.chain().focus().toggleOrderedList().run()}
            >
              1. List
            </button>
          </>
        )}
        {atoms ? (
          <Menu.Root
            open={ingredientMenuOpen}
            onOpenChange={(open) => {
              if (!open) queueMicrotask(() => (typedAt.current = null));
              setIngredientMenuOpen(open);
            }}
          >
            <Menu.Trigger className="rt-tool" disabled={atoms.ingredients().length === 0}>
              @ Ingredient
            </Menu.Trigger>
            <Menu.Portal>
              <Menu.Positioner className="menu-positioner" sideOffset={4} align="start">
                <Menu.Popup className="menu-popup" aria-label="Insert an ingredient">
                  {atoms.ingredients().map((item) => (
                    <Menu.Item
                      key={item.id}
                      className="menu-item"
                      onClick={() => {
                        insertIngredient(item.id);
                      }}
                    >
                      {item.label}
                    </Menu.Item>
                  ))}
                </Menu.Popup>
              </Menu.Positioner>
            </Menu.Portal>
          </Menu.Root>
        ) : null}
      </div>
      <EditorContent editor={editor} />
      {suggestions.length > 0 ? (
        <ul className="rt-suggestions" aria-label="Amounts to make measurements">
          {suggestions.map((candidate, index) => (
            <li key={`${candidate.start}-${candidate.text}`}>
              <button
                type="button"
                className="chip"
                onClick={() => {
                  convert(index);
                }}
              >
                Make “{candidate.text}” a measurement
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
