import { FormatButtons, LevelSelect, LinkButtons, ListButtons, QuoteButtons, ClearButtons, RichTextInput, RichTextInputToolbar, type RichTextInputProps } from "ra-input-rich-text";

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

export const RichTextEditor = (props: RichTextInputProps) => <RichTextInput toolbar={toolbar} fullWidth {...props} />;
