import { EditButton, TopToolbar } from "react-admin";
import { ViewInShopButton } from "./ViewInShopButton.tsx";

/** Show page actions: open the page in the shop, and edit for those who may. */
export const ShowActions = ({ shopPath }: { shopPath: "product" | "blog" }) => (
  <TopToolbar>
    <ViewInShopButton shopPath={shopPath} />
    <EditButton />
  </TopToolbar>
);
