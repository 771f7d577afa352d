import { LANGUAGES } from "@shop/shared";
import { ImageField, RichTextField, Show, TabbedShowLayout, TextField } from "react-admin";
import { CategoryChips } from "../categories/CategoryChips.tsx";
import { DateTimeField } from "../common/DateTimeField.tsx";
import { ShowActions } from "../common/ShowActions.tsx";

const BlogPostShow = () => (
  <Show actions={<ShowActions shopPath="blog" />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.blog-posts.tabs.details">
        <TextField source="slug" />
        <TextField source="author" />
        <CategoryChips label="resources.blog-posts.fields.categoryIds" />
        <ImageField source="imageUrl" label="resources.blog-posts.fields.image" />
        <DateTimeField source="createdAt" />
        <DateTimeField source="updatedAt" />
      </TabbedShowLayout.Tab>
      {LANGUAGES.map((language) => (
        <TabbedShowLayout.Tab key={language} label={`app.languages.${language}`} path={language}>
          <TextField source={`translations.${language}.title`} label="resources.blog-posts.fields.title" />
          <TextField source={`translations.${language}.excerpt`} label="resources.blog-posts.fields.excerpt" />
          <RichTextField source={`translations.${language}.content`} label="resources.blog-posts.fields.content" />
        </TabbedShowLayout.Tab>
      ))}
    </TabbedShowLayout>
  </Show>
);

export default BlogPostShow;
