import { LANGUAGES } from "@shop/shared";
import { adminBlogPostSchema } from "@shop/shared/schemas";
import { TabbedForm, TextInput } from "react-admin";
import { CategoriesInput } from "../categories/CategoriesInput.tsx";
import { SeoInputs } from "../common/SeoInputs.tsx";
import { RichTextEditor } from "../common/RichTextEditor.tsx";
import { FormToolbar } from "../common/FormToolbar.tsx";
import { validateWith } from "../common/schemaValidation.ts";
import { BlogPostImageInput } from "./BlogPostImageInput.tsx";

// The image is checked by the API when it is chosen; the form checks everything else.
const validateBlogPost = validateWith(adminBlogPostSchema.omit({ imageKey: true }));

/** The post form shared by create and edit: details, then one tab per language. */
export const BlogPostForm = () => (
  <TabbedForm validate={validateBlogPost} toolbar={<FormToolbar imagesIn="imageKey" />} warnWhenUnsavedChanges>
    <TabbedForm.Tab label="resources.blog-posts.tabs.details" sx={{ maxWidth: 760 }}>
      <TextInput source="slug" helperText="resources.blog-posts.helpers.slug" />
      <TextInput source="author" />
      <CategoriesInput />
      <BlogPostImageInput />
    </TabbedForm.Tab>
    {LANGUAGES.map((language) => (
      <TabbedForm.Tab key={language} label={`app.languages.${language}`} path={language} sx={{ maxWidth: 1000 }}>
        <TextInput source={`translations.${language}.title`} label="resources.blog-posts.fields.title" fullWidth />
        <TextInput
          source={`translations.${language}.excerpt`}
          label="resources.blog-posts.fields.excerpt"
          helperText="resources.blog-posts.helpers.excerpt"
          multiline
          minRows={2}
          fullWidth
        />
        <RichTextEditor source={`translations.${language}.content`} label="resources.blog-posts.fields.content" />
        <SeoInputs base={`translations.${language}`} page="blog_post" />
      </TabbedForm.Tab>
    ))}
  </TabbedForm>
);
