// The state of a double opt-in form (the newsletter's sign-up, a restock alert): an e-mail field,
// one request, and the answer, which is the same whatever the shop knows of the address, so the
// page only says to look for the confirmation e-mail, or that sending failed (too often, with 429).
import { useState, type FormEvent } from "react";
import { ApiError } from "../api/client.ts";

export type OptInProgress =
  { state: "idle" } | { state: "sending" } | { state: "sent"; email: string } | { state: "failed"; tooMany: boolean };

export function useOptInForm(send: (email: string) => Promise<unknown>, what: string) {
  const [email, setEmail] = useState("");
  const [progress, setProgress] = useState<OptInProgress>({ state: "idle" });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    setProgress({ state: "sending" });
    try {
      await send(address);
      setProgress({ state: "sent", email: address });
      setEmail("");
    } catch (error) {
      console.error(`${what} failed`, error);
      setProgress({ state: "failed", tooMany: error instanceof ApiError && error.status === 429 });
    }
  };

  return { email, setEmail, progress, submit };
}
