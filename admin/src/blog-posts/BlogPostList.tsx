import type { AdminBlogPostRecord } from "@shop/shared";
import { DataTable, List, SearchInput, TextField } from "react-admin";
import { CategoryChips } from "../categories/CategoryChips.tsx";
import { useCategoryFilter } from "../categories/useCategoryFilter.tsx";
import { DateTimeField } from "../common/DateTimeField.tsx";
import { ListThumbnail } from "../common/ListThumbnail.tsx";
import { TranslationField } from "../common/TranslationField.tsx";
import { useCatalogRowClick } from "../common/useCatalogRowClick.ts";

const Column = DataTable.Col<AdminBlogPostRecord>;

function useBlogPostFilters() {
  return [<SearchInput key="q" source="q" alwaysOn />, useCategoryFilter("resources.blog-posts.filters.category")];
}

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
          render={(record) => <ListThumbnail src={record.imageUrl} width={64} height={40} fit="cover" />}
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
