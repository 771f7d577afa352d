import { ToggleButton, ToggleButtonGroup, type ToggleButtonGroupProps } from "@mui/material";
import { useTiptapEditor } from "ra-input-rich-text";
import { useCallback, useSyncExternalStore } from "react";
import { useTranslate } from "react-admin";

/**
 * The text's level as buttons: normal text and the headings the API's sanitizer keeps (h2-h4;
 * the page's own title is its h1). It stands in for ra-input-rich-text's LevelSelect, whose
 * menu puts list items in a <nav> (invalid HTML that screen readers announce wrongly) and offers
 * levels the sanitizer would strip.
 */
const LEVELS = [
  { value: "paragraph", label: "ra.tiptap.paragraph", short: "¶" },
  { value: "2", label: "ra.tiptap.heading2", short: "H2" },
  { value: "3", label: "ra.tiptap.heading3", short: "H3" },
  { value: "4", label: "ra.tiptap.heading4", short: "H4" },
] as const;

type Level = (typeof LEVELS)[number]["value"];

export const LevelButtons = (props: ToggleButtonGroupProps) => {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const subscribe = useCallback(
    (changed: () => void) => {
      editor?.on("transaction", changed);
      return () => {
        editor?.off("transaction", changed);
      };
    },
    [editor],
  );
  const current = useSyncExternalStore(subscribe, (): Level | null => {
    if (!editor || editor.isDestroyed) return null;
    if (editor.isActive("paragraph")) return "paragraph";
    for (const level of [2, 3, 4] as const) {
      if (editor.isActive("heading", { level })) return String(level) as Level;
    }
    return null;
  });

  const choose = (_event: unknown, value: Level | null) => {
    if (!editor || value === null) return;
    const chain = editor.chain().focus();
    if (value === "paragraph") chain.setNode("paragraph").run();
    else chain.setNode("heading", { level: Number(value) }).run();
  };

  return (
    <ToggleButtonGroup
      {...props}
      exclusive
      value={current}
      onChange={choose}
      disabled={!editor?.isEditable}
      aria-label={translate("ra.tiptap.select_level", { _: "Text level" })}
    >
      {LEVELS.map((level) => {
        const label = translate(level.label);
        return (
          <ToggleButton key={level.value} value={level.value} aria-label={label} title={label}>
            {level.short}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
};
