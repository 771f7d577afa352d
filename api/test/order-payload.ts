// The body of POST /api/orders the tests and the benchmark (bench/api.bench.ts) send: a card
// order to Berlin. Free of the harness's dependencies, so the benchmark can load it.
export function orderPayload(
  items: { slug: string; quantity: number; price?: number }[],
  overrides: Record<string, unknown> = {},
) {
  const address = {
    firstName: "Anna",
    lastName: "Schmidt",
    address: "Hauptstraße 5",
    city: "Berlin",
    country: "DE",
    postCode: "10115",
    phone: "+49301234567",
  };
  return {
    customerEmail: "anna@example.com",
    paymentMethod: "CARD",
    shippingAddress: address,
    billingAddress: address,
    items,
    language: "DE",
    ...overrides,
  };
}
