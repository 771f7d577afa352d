// The inline editor's rich text (a product's description, a post's content): TipTap, the editor the
// console uses (through ra-input-rich-text), with the formatting the API's HTML sanitizer keeps:
// headings, emphasis, lists, links and quotes. Staff write formatted text, never raw HTML.
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import styles from "./Admin.module.css";

interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
}

type Command = {
  key: string;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

const COMMANDS: Command[] = [
  { key: "bold", active: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  { key: "italic", active: (e) => e.isActive("italic"), run: (e) => e.chain().focus().toggleItalic().run() },
  {
    key: "heading",
    active: (e) => e.isActive("heading", { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: "subheading",
    active: (e) => e.isActive("heading", { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: "bulletList",
    active: (e) => e.isActive("bulletList"),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: "orderedList",
    active: (e) => e.isActive("orderedList"),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { key: "quote", active: (e) => e.isActive("blockquote"), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

export function RichTextField({ label, value, onChange }: RichTextFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, protocols: ["https", "http", "mailto"] },
      }),
    ],
    content: value,
    // The page's policy admits no style tag without its nonce: the editor's few rules are in Admin.module.css.
    injectCSS: false,
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        class: styles.richTextArea,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });

  // Another record's text (the editor opened on another product): show it.
  useEffect(() => {
    if (editor && !editor.isFocused && value !== editor.getHTML() && !(value === "" && editor.isEmpty))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const setLink = () => {
    if (!editor) return;
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "";
    const url = window.prompt(t("admin.richText.linkPrompt"), previous);
    if (url === null) return;
    if (url.trim() === "") editor.chain().focus().extendMarkRange("link").unsetLink().run();
    else editor.chain().focus().extendMarkRange("link").setLink({ href: url.trim() }).run();
  };

  return (
    <div className="field">
      <span id={labelId} className={styles.richTextLabel}>
        {label}
      </span>
      <div className={styles.richText}>
        <div className={styles.richTextToolbar} role="toolbar" aria-label={t("admin.richText.toolbar")}>
          {COMMANDS.map((command) => (
            <button
              key={command.key}
              type="button"
              className={styles.richTextButton}
              aria-pressed={editor ? command.active(editor) : false}
              disabled={!editor}
              onClick={() => editor && command.run(editor)}
            >
              {t(`admin.richText.${command.key}`)}
            </button>
          ))}
          <button
            type="button"
            className={styles.richTextButton}
            aria-pressed={editor?.isActive("link") ?? false}
            disabled={!editor}
            onClick={setLink}
          >
            {t("admin.richText.link")}
          </button>
          <button
            type="button"
            className={styles.richTextButton}
            disabled={!editor}
            onClick={() => editor?.chain().focus().unsetAllMarks().clearNodes().run()}
          >
            {t("admin.richText.clear")}
          </button>
        </div>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
