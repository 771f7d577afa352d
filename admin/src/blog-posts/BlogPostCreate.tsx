import { LANGUAGES } from "@shop/shared";
import { Create, useGetIdentity } from "react-admin";
import { BlogPostForm } from "./BlogPostForm.tsx";
import { toBlogPostPayload } from "./blogPostPayload.ts";

const BlogPostCreate = () => {
  const { identity, isPending } = useGetIdentity();
  // The author defaults to who is writing; wait for it so the form starts with it.
  if (isPending) return null;
  const newPost = {
    author: identity?.fullName ?? "",
    imageKey: null,
    categoryIds: [],
    translations: Object.fromEntries(LANGUAGES.map((language) => [language, { title: "", excerpt: "", content: "" }])),
  };
  return (
    <Create transform={toBlogPostPayload} record={newPost} redirect="edit">
      <BlogPostForm />
    </Create>
  );
};

export default BlogPostCreate;
