import { useCallback, useState } from "react";

/**
 * A question as a promise, for a dialog: `ask(warnings)` opens it (`warnings` is then not null)
 * and resolves with the admin's `answer`: true to go ahead, false for cancel.
 */
export function useAskFirst<Warning>() {
  const [question, setQuestion] = useState<{ warnings: Warning[]; resolve: (yes: boolean) => void } | null>(null);
  const ask = useCallback(
    (warnings: Warning[]) => new Promise<boolean>((resolve) => setQuestion({ warnings, resolve })),
    [],
  );
  const answer = (yes: boolean) => {
    question?.resolve(yes);
    setQuestion(null);
  };
  return { ask, warnings: question?.warnings ?? null, answer };
}
