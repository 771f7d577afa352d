// What the product page tells the cart page when it navigates there (router state).
export interface CartArrival {
  /** Fewer units than asked for were added: `inCart` is all the stock there is. */
  stockNotice?: { name: string; inCart: number };
}

export function readCartArrival(state: unknown): CartArrival {
  const notice = (state as CartArrival | null)?.stockNotice;
  return notice && typeof notice.name === "string" && Number.isInteger(notice.inCart)
    ? { stockNotice: { name: notice.name, inCart: notice.inCart } }
    : {};
}
