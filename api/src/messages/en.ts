// The API's texts in English: the shopper's e-mails, the invoices and credit notes, the built-in
// legal texts. German (de.ts) and Bulgarian (bg.ts) have exactly these keys (messages.test.ts).
// Placeholders are {name}; a key ending in _one/_other is a plural, picked by Intl.PluralRules
// (api/src/messages/index.ts). The staff's notices are in English only and stay with their code,
// but for the sign-in alert (staffSignInAlert), sent in the shop's first language.

const en = {
  orderMail: {
    subjects: {
      confirmation: "Your order {number} is confirmed",
      processing: "Order {number} received: payment processing",
      payment_failed: "Payment for order {number} failed",
      shipped: "Your order {number} is on its way",
      cancelled: "Your order {number} has been cancelled",
      refunded: "Your refund for order {number}",
    },
    greeting: "Hello {name},",
    intro: {
      confirmation:
        "thank you for your order. We have received your payment and will ship your kit in discreet packaging.",
      processing:
        "thank you for your order {number}. Your payment is being processed by your bank, which can take a few working days.",
      payment_failed: "unfortunately the payment for your order {number} did not go through.",
      shipped: "good news: your order {number} has left our warehouse in discreet packaging.",
      cancelled: "your order {number} has been cancelled.",
      refunded: "we have refunded your order {number}.",
    },
    orderNumber: "Order number",
    date: "Date",
    items: "Items",
    shipping: "Shipping",
    discount: "Discount {code}",
    free: "Free",
    total: "Total",
    // The VAT in the total: with its rate when the lines share one (they do: the destination's).
    vat: "incl. VAT {amount}",
    vatAtRate: "incl. {rate} VAT {amount}",
    paymentMethod: "Payment method",
    paymentMethods: {
      CARD: "Card",
      PAYPAL: "PayPal",
      SEPA_DEBIT: "SEPA Direct Debit",
      KLARNA: "Klarna",
    },
    /** A total of 0 (a 100 % code): the order was paid at once, without a provider. */
    noPayment: "No payment needed (nothing to pay)",
    shippingAddress: "Shipping address",
    // The working days a parcel takes to the shipping country (@shop/shared/delivery).
    deliveryTime: "Delivery time: {min}–{max} working days after dispatch ({country})",
    billingAddress: "Billing address",
    sameAddress: "Same as the shipping address",
    invoiceAttached: "Your invoice {number} is attached as a PDF.",
    carrier: "Carrier",
    trackingNumber: "Tracking number",
    // Where the money went back, by how it was paid (the method's name alone does not fit the sentence).
    refundTo: {
      CARD: "We have refunded {amount} to your card.",
      PAYPAL: "We have refunded {amount} to your PayPal account.",
      SEPA_DEBIT: "We have refunded {amount} to the bank account your SEPA Direct Debit was taken from.",
      KLARNA: "We have refunded {amount} through Klarna.",
    },
    // The intro of a refund of part of the order (refunds, docs/behaviour.md §15).
    refundedPart: "we have refunded part of your order {number}.",
    refundTiming: "Depending on your bank, it can take up to 10 days to show on your statement.",
    creditNoteAttached: "The credit note {number} is attached as a PDF.",
    noPaymentTaken: "No payment was taken for this order.",
    // A delayed payment (SEPA Direct Debit): what happens next, and where to pay again when it failed.
    processingNext:
      "We reserve your kit meanwhile. Once the payment has arrived we send you the confirmation with the invoice and ship your order.",
    paymentFailedReason: "Your bank's answer: {detail}",
    payAgainLink: "Your order stays open for a short while; you can pay again here:",
    statusLink: "See your order's status at any time:",
    withdrawLink: "Withdraw from contract here:",
    // An order with kits sealed for hygiene (Art. 16(e) Dir. 2011/83/EU): when the right ends, in plain words.
    sealedItems:
      "Sealed for hygiene: {items}. Your right of withdrawal for a sealed kit ends once you break its seal after delivery; until then you can withdraw as usual.",
    withdrawalLink: "Your right of withdrawal and the model withdrawal form:",
    questions: "Questions about your order? Simply reply to this e-mail.",
    seller: "Seller",
    vatId: "VAT ID",
    // The words of the buttons (the text part shows the link under the sentence before them).
    statusButton: "View your order",
    trackButton: "Track your parcel",
  },
  withdrawalMail: {
    subject: "Your withdrawal for order {number}",
    greeting: "Hello {name},",
    intro:
      "we have received your withdrawal from the contract of order {number}. This e-mail confirms it; please keep it.",
    statement: "Your withdrawal",
    orderNumber: "Order number",
    name: "Name",
    email: "E-mail address",
    content: "Withdrawn from",
    wholeOrder: "the whole order",
    receivedAt: "Received on",
    next: "What happens next",
    sendBack:
      "Please send the goods back to us within 14 days, to this address (please add your order number to the parcel):",
    sealed:
      "Sealed test kits can be taken back only with their seal unbroken, for reasons of health protection and hygiene.",
    refund:
      "We refund what you paid for them, by the payment method you used, within 14 days of receiving your withdrawal. We may withhold the refund until we have received the goods back or you have shown us that you sent them, whichever is earlier.",
    // A withdrawal received before the order was shipped: nothing to send back.
    notShipped:
      "Your order has not been shipped yet, and we will not ship it: it is cancelled. We refund what you paid, by the payment method you used, within 14 days of receiving your withdrawal.",
    notShippedItems:
      "Your order has not been shipped yet: we will not ship the items you withdrew from, and we refund what you paid for them, by the payment method you used, within 14 days of receiving your withdrawal. We ship the rest of your order as usual.",
    statusLink: "See your order's status at any time:",
    otherItems: "Withdraw from other items of the order:",
    questions: "Questions? Simply reply to this e-mail.",
  },
  // A returned parcel with kits opened whose seal protects health (api/src/mail/return-mails.ts).
  returnMail: {
    subject: "Your return for order {number}",
    greeting: "Hello {name},",
    intro: "we have received the parcel you sent back for order {number}.",
    notRefunded: "Opened, so not refunded",
    sealedGround:
      "These test kits are sealed for reasons of health protection and hygiene, and their seal was broken after delivery: for them the right of withdrawal has ended (Art. 16(e) of Directive 2011/83/EU; in Germany §312g Abs. 2 Nr. 3 BGB). We therefore do not refund them.",
    refunded: "What we refund",
    refundNext:
      "We refund these by the payment method you used, within 14 days of receiving them; you will get an e-mail with the credit note.",
    nothingRefunded: "Nothing of this parcel can be refunded.",
    keepOpened: "Would you like the opened kits back? Simply reply to this e-mail.",
    questions: "Questions? Simply reply to this e-mail.",
  },
  newsletterMail: {
    subject: "Please confirm your newsletter subscription",
    greeting: "Hello,",
    intro:
      "we have been asked to send the {shop} newsletter to {email}. Please confirm that this was you: until you do, we send this address nothing else.",
    confirm: "Confirm my subscription",
    ignore: "If you did not ask for the newsletter, simply ignore this e-mail: you will not be subscribed.",
    unsubscribe: "Do not want any e-mails from us? Unsubscribe",
    validity_one: "The link works for {count} day.",
    validity_other: "The link works for {count} days.",
  },
  restockMail: {
    confirmation: {
      subject: "Please confirm your restock alert",
      greeting: "Hello,",
      intro:
        "we have been asked to write to {email} once {product} is back in stock. Please confirm that this was you: until you do, we send this address nothing else.",
      confirm: "Yes, tell me when it is back",
      validity_one: "The link works for {count} day. We write once, when the product is back, and that is all.",
      validity_other: "The link works for {count} days. We write once, when the product is back, and that is all.",
      ignore: "If you did not ask for this, simply ignore this e-mail: we will not write again.",
    },
    backInStock: {
      subject: "An item you asked about is back in stock",
      greeting: "Hello,",
      intro: "good news: {product} is back in stock at {shop}.",
      link: "Go to the product",
      once: "You asked us to tell you once; this was that e-mail, and we will not write again about it.",
    },
  },
  // To the shop's address (SHOP_EMAIL; staff accounts have none of their own) when an account's
  // password was right three times within an hour but its second factor was not
  // (api/src/auth/sign-in-alert.ts, docs/behaviour.md §8).
  staffSignInAlert: {
    subject: "Sign-in attempts on the console account {username}",
    greeting: "Hello,",
    intro:
      "someone signed in to the shop's console as {username} with the right password but without the right code from the authenticator app, at least three times within an hour.",
    ifOwner: "If the attempts were the account owner's own, nothing needs to be done.",
    ifNot:
      "If not, someone else knows the password: change it now in the console (Users), and look in the audit log for what else was tried.",
    auditLog: "Open the audit log",
  },
  invoice: {
    invoice: "Invoice",
    creditNote: "Credit note",
    number: "Number",
    issueDate: "Issue date",
    supplyDate: "Date of supply",
    refersTo: "Corrects invoice {invoiceNumber} of {date}",
    orderNumber: "Order number",
    paymentMethod: "Payment method",
    paymentMethods: {
      CARD: "Card",
      PAYPAL: "PayPal",
      SEPA_DEBIT: "SEPA Direct Debit",
      KLARNA: "Klarna",
    },
    /** A total of 0 (a 100 % code): the order was paid at once, without a provider. */
    noPayment: "No payment needed (nothing to pay)",
    seller: "Seller",
    buyer: "Bill to",
    vatId: "VAT ID",
    // The company-register details, labelled as the imprint labels them (storefront, pages.imprint).
    seat: "Registered office",
    registerCourt: "Register court",
    registerNumber: "Register number",
    managingDirectors: "Managing directors",
    description: "Description",
    quantity: "Qty",
    unitNet: "Unit net",
    vatRate: "VAT %",
    vat: "VAT",
    total: "Total",
    shipping: "Shipping",
    // A credit note's line for a sum refunded besides whole units, at one VAT rate.
    refundedSum: "Partial refund of the price",
    // The line that brings a rate's VAT, the lines rounded per unit, to what the rate's amount contains.
    rounding: "Rounding difference",
    netTotal: "Total net",
    vatAt: "VAT {rate}",
    grossTotal: "Total",
    // A credit note's total: what is given back.
    creditTotal: "Total credited",
    paidOn: "Paid on {date}.",
    refundedOn: "Refunded on {date} by the payment method used for the order.",
    // Printed when VAT is charged at the rate of the country the goods went to (EU distance selling, docs/behaviour.md §2).
    destinationVat:
      "Distance sale within the EU: VAT charged at the rate of the country of destination ({country}), declared through the One-Stop Shop (OSS).",
    page: "Page {page} of {pages}",
    // A discount code's line (one per VAT rate), a negative amount.
    discount: "Discount {code}",
  },
  // The PDF of the terms and conditions and the withdrawal information that the order
  // confirmation carries (api/src/mail/legal-pdf.ts); the pages' own texts are the storefront's.
  legalDocument: {
    title: "Terms and conditions and withdrawal information",
    forOrder: "For your order {number} of {date}",
    // Plain letters: a file name every mail client shows as it is.
    filename: "terms-and-withdrawal-{number}.pdf",
    attached:
      "Our terms and conditions and the withdrawal information with the model withdrawal form are attached as a PDF: please keep it.",
    link: "Online: {url}",
    page: "Page {page} of {pages}",
  },
  legal: {
    withdrawal:
      "Right of withdrawal: you may withdraw from this purchase within 14 days of receiving the goods without giving a reason, by telling us by e-mail. This right does not apply to sealed test kits whose seal was broken after delivery, as they cannot be returned for reasons of health protection and hygiene. Once we have your withdrawal, we refund the price and the standard shipping within 14 days, by the payment method you used.",
  },
};

/** The shape every language's messages have: English's keys, each a string. */
export type Messages = typeof en;

export default en;
