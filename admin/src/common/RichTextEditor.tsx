import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  type RichTextInputProps,
} from "ra-input-rich-text";
import { useId, useMemo } from "react";
import { pageNonce } from "../layout/pageNonce.ts";
import { LevelButtons } from "./LevelButtons.tsx";

/**
 * TipTap through react-admin, with the formatting the API's HTML sanitizer keeps: headings,
 * emphasis, lists, links and quotes. Colours and alignment (inline styles) and images by URL
 * (which would bypass the upload pipeline) are left out on purpose.
 */
const toolbar = (
  <RichTextInputToolbar size="small">
    <LevelButtons size="small" />
    <FormatButtons size="small" />
    <ListButtons size="small" />
    <LinkButtons size="small" />
    <QuoteButtons size="small" />
    <ClearButtons size="small" />
  </RichTextInputToolbar>
);

/**
 * TipTap adds its editor styles in a style tag of its own, which the page's policy admits by the
 * nonce. The editable element itself (role textbox) is named by the input's label: react-admin
 * labels only the element around it.
 */
export const RichTextEditor = (props: RichTextInputProps) => {
  const generated = useId();
  const id = props.id ?? generated;
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      injectNonce: pageNonce,
      editorProps: { attributes: { "aria-labelledby": `${id}-label`, "aria-multiline": "true" } },
    }),
    [id],
  );
  return <RichTextInput toolbar={toolbar} editorOptions={editorOptions} fullWidth {...props} id={id} />;
};
