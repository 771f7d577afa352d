import { Edit } from "react-admin";
import { EditActions } from "../common/EditActions.tsx";
import { useSaveFailure } from "../common/saveFailure.tsx";
import { BlogPostForm } from "./BlogPostForm.tsx";
import { toBlogPostUpdate } from "./blogPostPayload.ts";

const BlogPostEdit = () => {
  const saveFailure = useSaveFailure();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={saveFailure}
      transform={toBlogPostUpdate}
      actions={<EditActions shopPath="blog" />}
    >
      <BlogPostForm />
    </Edit>
  );
};

export default BlogPostEdit;
