import type { AdminBlogPostRecord, AdminCategoryRecord } from "@shop/shared";
import { Box } from "@mui/material";
import { DataTable, List, ReferenceInput, SearchInput, SelectInput, TextField } from "react-admin";
import { CategoryChips } from "../categories/CategoryChips.tsx";
import { DateTimeField } from "../common/DateTimeField.tsx";
import { TranslationField } from "../common/TranslationField.tsx";
import { translationOf } from "../common/translationOf.ts";
import { useCatalogRowClick } from "../common/useCatalogRowClick.ts";
import { useShopLanguage } from "../common/useShopLanguage.ts";

const Column = DataTable.Col<AdminBlogPostRecord>;

function useBlogPostFilters() {
  const { language } = useShopLanguage();
  const categoryName = (category: AdminCategoryRecord) =>
    translationOf(category.translations, language).name ?? category.slug;
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput
      key="categoryId"
      source="categoryId"
      reference="categories"
      sort={{ field: "position", order: "ASC" }}
    >
      <SelectInput optionText={categoryName} label="resources.blog-posts.filters.category" />
    </ReferenceInput>,
  ];
}

const BlogPostImage = ({ record }: { record: AdminBlogPostRecord }) =>
  record.imageUrl ? (
    <Box
      component="img"
      src={record.imageUrl}
      alt=""
      width={64}
      height={40}
      loading="lazy"
      sx={{ objectFit: "cover", borderRadius: 1, display: "block" }}
    />
  ) : null;

const BlogPostList = () => {
  const rowClick = useCatalogRowClick();
  const filters = useBlogPostFilters();
  return (
    <List filters={filters} sort={{ field: "createdAt", order: "DESC" }} perPage={25}>
      {/* No bulk selection: catalog items are deleted one at a time, from their own page. */}
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        <Column
          source="imageUrl"
          label="resources.blog-posts.fields.image"
          render={(record) => <BlogPostImage record={record} />}
          disableSort
        />
        <Column source="translations" label="resources.blog-posts.fields.title" disableSort>
          <TranslationField source="title" sx={{ fontWeight: 500 }} />
        </Column>
        <Column source="author" field={TextField} />
        <Column source="categoryIds" field={CategoryChips} disableSort />
        <Column source="createdAt" field={DateTimeField} />
      </DataTable>
    </List>
  );
};

export default BlogPostList;
