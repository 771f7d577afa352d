import { ShowButton, TopToolbar } from "react-admin";
import { ViewInShopButton } from "./ViewInShopButton.tsx";

/** Edit page actions: open the page in the shop, and the read-only view. */
export const EditActions = ({ shopPath }: { shopPath?: "product" | "blog" }) => (
  <TopToolbar>
    {shopPath && <ViewInShopButton shopPath={shopPath} />}
    <ShowButton />
  </TopToolbar>
);
