import type { AdminOrderRecord } from "@shop/shared";
import NoteAddIcon from "@mui/icons-material/NoteAdd";
import { Button, Stack, TextField } from "@mui/material";
import { useState, type FormEvent } from "react";
import { useNotify, useTranslate, useUpdate } from "react-admin";

const MAX_NOTE_LENGTH = 2000;

/** Adds a note to the order's history (PUT /orders/{id} {note}). */
export const OrderNoteForm = ({ order }: { order: AdminOrderRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [note, setNote] = useState("");
  // The API answers with the whole order, note included in its events.
  const [update, { isPending }] = useUpdate<AdminOrderRecord & { note?: string }>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void update(
      "orders",
      { id: order.id, data: { note: note.trim() }, previousData: order },
      {
        mutationMode: "pessimistic",
        onSuccess: () => {
          setNote("");
          notify("resources.orders.notifications.note", { type: "success" });
        },
        onError: (error) =>
          notify(error instanceof Error ? error.message : "ra.notification.http_error", { type: "error" }),
      },
    );
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={1}>
      <TextField
        label={translate("resources.orders.fields.note")}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        size="small"
        slotProps={{ htmlInput: { maxLength: MAX_NOTE_LENGTH } }}
      />
      <Button
        type="submit"
        variant="outlined"
        startIcon={<NoteAddIcon />}
        disabled={isPending || note.trim() === ""}
        sx={{ alignSelf: "flex-start" }}
      >
        {translate("resources.orders.actions.add_note")}
      </Button>
    </Stack>
  );
};
