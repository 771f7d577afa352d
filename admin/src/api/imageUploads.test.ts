import type { DataProvider } from "react-admin";
import { describe, expect, it, vi } from "vitest";
import { uploadPendingImages, withImageUploads } from "./imageUploads.ts";

const file = (name: string) => new File(["x"], name, { type: "image/png" });

describe("uploadPendingImages", () => {
  it("replaces every pending image by the key the upload answered, keeping the rest", async () => {
    const first = file("a.png");
    const second = file("b.png");
    const upload = vi.fn(async (f: File) => `key-${f.name}`);
    const data = {
      price: 12.5,
      images: [
        { fileKey: "existing", isMain: true },
        { fileKey: { rawFile: first, src: "blob:a" }, isMain: false },
        { fileKey: { rawFile: second, src: "blob:b" }, isMain: false },
      ],
      imageKey: { rawFile: first, title: "a.png" },
    };
    expect(await uploadPendingImages(data, upload)).toEqual({
      price: 12.5,
      images: [
        { fileKey: "existing", isMain: true },
        { fileKey: "key-a.png", isMain: false },
        { fileKey: "key-b.png", isMain: false },
      ],
      imageKey: "key-a.png",
    });
    // the same file chosen twice is uploaded once
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it("does not upload anything when nothing is pending", async () => {
    const upload = vi.fn(async () => "never");
    const data = { imageKey: null, images: [] };
    expect(await uploadPendingImages(data, upload)).toBe(data);
    expect(upload).not.toHaveBeenCalled();
  });

  it("fails the save when an upload fails", async () => {
    const upload = vi.fn(async () => {
      throw new Error("too large");
    });
    await expect(uploadPendingImages({ imageKey: { rawFile: file("big.png") } }, upload)).rejects.toThrow("too large");
  });
});

describe("withImageUploads", () => {
  it("uploads before create and update and passes other calls through", async () => {
    const create = vi.fn(async (_resource: string, params: { data: unknown }) => ({
      data: { id: 1, ...(params.data as object) },
    }));
    const update = vi.fn(async (_resource: string, params: { data: unknown }) => ({
      data: { id: 1, ...(params.data as object) },
    }));
    const getList = vi.fn();
    const provider = withImageUploads({ create, update, getList } as unknown as DataProvider, async () => "uploaded");

    await provider.create("blog-posts", { data: { imageKey: { rawFile: file("p.png") } } });
    expect(create).toHaveBeenCalledWith("blog-posts", { data: { imageKey: "uploaded" } });

    await provider.update("products", {
      id: 1,
      previousData: { id: 1 },
      data: { images: [{ fileKey: { rawFile: file("q.png") }, isMain: true }] },
    });
    expect(update.mock.calls[0][1].data).toEqual({ images: [{ fileKey: "uploaded", isMain: true }] });
    expect(provider.getList).toBe(getList);
  });
});
