import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LevelSelect,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  type RichTextInputProps,
} from "ra-input-rich-text";
import { pageNonce } from "../layout/pageNonce.ts";

/**
 * TipTap through react-admin, with the formatting the API's HTML sanitizer keeps: headings,
 * emphasis, lists, links and quotes. Colours and alignment (inline styles) and images by URL
 * (which would bypass the upload pipeline) are left out on purpose.
 */
const toolbar = (
  <RichTextInputToolbar size="small">
    <LevelSelect size="small" />
    <FormatButtons size="small" />
    <ListButtons size="small" />
    <LinkButtons size="small" />
    <QuoteButtons size="small" />
    <ClearButtons size="small" />
  </RichTextInputToolbar>
);

// TipTap adds its editor styles in a style tag of its own, which the page's policy admits by the nonce.
const editorOptions = { ...DefaultEditorOptions, injectNonce: pageNonce };

export const RichTextEditor = (props: RichTextInputProps) => (
  <RichTextInput toolbar={toolbar} editorOptions={editorOptions} fullWidth {...props} />
);
