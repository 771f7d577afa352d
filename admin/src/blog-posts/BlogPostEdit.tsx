import { Edit } from "react-admin";
import { EditActions } from "../common/EditActions.tsx";
import { BlogPostForm } from "./BlogPostForm.tsx";
import { toBlogPostPayload } from "./blogPostPayload.ts";

const BlogPostEdit = () => (
  <Edit mutationMode="pessimistic" transform={toBlogPostPayload} actions={<EditActions shopPath="blog" />}>
    <BlogPostForm />
  </Edit>
);

export default BlogPostEdit;
