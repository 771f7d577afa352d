import { useRecordContext } from "react-admin";
import type { AdminProductRecord } from "@shop/shared";
import { ListThumbnail } from "../common/ListThumbnail.tsx";

/** The main image, small; decorative because the name stands next to it. */
export const ProductThumbnail = (_props: { label?: string }) => {
  const record = useRecordContext<AdminProductRecord>();
  return <ListThumbnail src={record?.thumbnailUrl} width={48} height={48} fit="contain" />;
};
