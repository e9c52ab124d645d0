import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Placeholder from '@tiptap/extension-placeholder';
import type { FieldStatus } from '../../lib/saves/use-field-save';
import { SaveMark } from '../../components/ui/save-mark';

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  status: FieldStatus;
  onRetry: () => void;
}

/**
 * Rich text edited in place with TipTap (ProseMirror): paragraphs, headings, bold, italic, underline, lists,
 * quotes and links — the formatting the public page shows (the API sanitises what is saved).
 */
export function RichTextEditor({ label, value, onChange, status, onRetry }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'] },
      }),
      Placeholder.configure({ placeholder: 'Write about this person: what they did, what they are remembered for…' }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: 'ps-rich-text cms-rich-text__content',
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // The server's text wins while nothing typed is waiting (another tab, a refetch after a save), never while
  // the editor is being typed in (a refetch landing between two keystrokes would drop the second).
  useEffect(() => {
    // A Suspense boundary above that hid this part for a moment (another chunk loading) destroyed the editor; the
    // hook makes a new one on the next render, and this effect must not set content on the old one meanwhile
    // (ProseMirror threw on its emptied schema, and the control fell back to the public text for good).
    if (!editor || editor.isDestroyed || status !== 'idle' || editor.isFocused) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, status]);
  if (!editor) return null;
  return (
    <div className={`cms-rich-text${status === 'failed' ? ' cms-rich-text--failed' : ''}`}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
      <SaveMark status={status} onRetry={onRetry} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = editor.getAttributes('link').href as string | undefined;
    const url = window.prompt('Link address (leave empty to remove the link)', previous ?? 'https://');
    if (url === null) return;
    if (url.trim() === '' || url.trim() === 'https://') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: url.trim() }).run();
  };
  const button = (name: string, pressed: boolean, run: () => void, text: string) => (
    <button
      type="button"
      className="cms-rt-button"
      aria-pressed={pressed}
      aria-label={name}
      title={name}
      // The editor keeps the focus (and the selection): letters typed right after a click on Bold go into the text,
      // not to the button while the editor takes the focus back a frame later.
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      {text}
    </button>
  );
  return (
    <div className="cms-rich-text__toolbar" role="toolbar" aria-label="Formatting">
      {button('Bold', active.bold, () => chain().toggleBold().run(), 'B')}
      {button('Italic', active.italic, () => chain().toggleItalic().run(), 'I')}
      {button('Underline', active.underline, () => chain().toggleUnderline().run(), 'U')}
      {button('Heading', active.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H')}
      {button('Bulleted list •', active.bullets, () => chain().toggleBulletList().run(), '•')}
      {button('1. Numbered list', active.numbers, () => chain().toggleOrderedList().run(), '1.')}
      {button('Quote “', active.quote, () => chain().toggleBlockquote().run(), '“')}
      {button('Link', active.link, setLink, 'Link')}
    </div>
  );
}
