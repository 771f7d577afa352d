// What journeys set up through the shop's API over HTTP, as a shopper or a staff member would:
// orders placed and paid with the built-in test provider's cards, and staff tokens. Both front
// ends' journeys use these, on their worker's shop (workerShop()).
import { workerShop } from "./worker-shop.ts";

type Address = Record<"firstName" | "lastName" | "address" | "city" | "country" | "postCode" | "phone", string>;

export interface OrderOptions {
  email: string;
  /** One drug test when omitted. */
  items?: { slug: string; quantity: number }[];
  /** The order's language, that of its e-mails: German when omitted. */
  language?: "en" | "de" | "bg" | "EN" | "DE" | "BG";
  /** Shipping and billing address: Erika Muster in Berlin when omitted. */
  address?: Address;
}

const ERIKA: Address = {
  firstName: "Erika",
  lastName: "Muster",
  address: "Hauptstr. 1",
  city: "Berlin",
  country: "DE",
  postCode: "10115",
  phone: "+4930123456",
};

/** A request to the worker's shop's API; its status and JSON body. A failure says which call and why. */
export async function shopApi<T = unknown>(
  path: string,
  init: { method?: string; token?: string; json?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${workerShop().url}/api${path}`, {
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

async function expectStatus<T>(call: Promise<{ status: number; body: T }>, status: number, what: string): Promise<T> {
  const answer = await call;
  if (answer.status !== status)
    throw new Error(`${what}: ${answer.status} instead of ${status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

interface PlacedOrder {
  orderNumber: string;
  clientSecret: string;
  paymentReference: string;
}

/** A card order placed as a shopper would (built-in test provider), not paid yet. */
function placeOrder({ email, items, language = "de", address = ERIKA }: OrderOptions): Promise<PlacedOrder> {
  return expectStatus(
    shopApi<PlacedOrder>("/orders", {
      json: {
        customerEmail: email,
        paymentMethod: "CARD",
        billingAddress: address,
        shippingAddress: address,
        items: items ?? [{ slug: "drug-tests", quantity: 1 }],
        language,
        // The demo's drug tests are sold to adults only.
        ageConfirmed: true,
      },
    }),
    201,
    "placing an order",
  );
}

const payByCard = (order: PlacedOrder, cardNumber: string) =>
  shopApi("/payments/test/confirm", {
    json: { paymentReference: order.paymentReference, clientSecret: order.clientSecret, method: "card", cardNumber },
  });

/**
 * An order placed and paid by card (4242…, the test provider) and confirmed, as the storefront's
 * payment step does it; its number.
 */
export async function placePaidOrder(options: OrderOptions): Promise<string> {
  const order = await placeOrder(options);
  await expectStatus(payByCard(order, "4242424242424242"), 200, "paying by card");
  await expectStatus(shopApi(`/orders/confirm/${order.orderNumber}`, { method: "POST" }), 200, "confirming");
  return order.orderNumber;
}

/** An order whose card the bank declined (Stripe's test card 4000 0000 0000 0002), still pending; its number. */
export async function placeDeclinedOrder(options: OrderOptions): Promise<string> {
  const order = await placeOrder(options);
  await expectStatus(payByCard(order, "4000000000000002"), 402, "a declined card");
  return order.orderNumber;
}

/** A console token, signed in through the API: the administrator's when no account is named. */
export function staffToken(username = "admin", password = workerShop().adminPassword): Promise<string> {
  return expectStatus(
    shopApi<{ token: string }>("/admin-login", { json: { username, password } }),
    200,
    `signing in as ${username}`,
  ).then((body) => body.token);
}
