// The API's texts in German: the keys of en.ts (api/src/messages/index.ts explains the format).
import type { Messages } from "./en.ts";

const de: Messages = {
  orderMail: {
    subjects: {
      confirmation: "Ihre Bestellung {number} ist bestätigt",
      processing: "Bestellung {number} eingegangen: Zahlung in Bearbeitung",
      payment_failed: "Zahlung für Bestellung {number} fehlgeschlagen",
      shipped: "Ihre Bestellung {number} ist unterwegs",
      cancelled: "Ihre Bestellung {number} wurde storniert",
      refunded: "Ihre Erstattung zur Bestellung {number}",
    },
    greeting: "Hallo {name},",
    intro: {
      confirmation:
        "vielen Dank für Ihre Bestellung. Wir haben Ihre Zahlung erhalten und versenden Ihr Testkit in neutraler Verpackung.",
      processing:
        "vielen Dank für Ihre Bestellung {number}. Ihre Zahlung wird von Ihrer Bank bearbeitet; das kann einige Werktage dauern.",
      payment_failed: "leider ist die Zahlung für Ihre Bestellung {number} nicht durchgegangen.",
      shipped: "gute Nachricht: Ihre Bestellung {number} hat unser Lager in neutraler Verpackung verlassen.",
      cancelled: "Ihre Bestellung {number} wurde storniert.",
      refunded: "wir haben Ihre Bestellung {number} erstattet.",
    },
    orderNumber: "Bestellnummer",
    date: "Datum",
    items: "Artikel",
    shipping: "Versand",
    discount: "Rabatt {code}",
    free: "Kostenlos",
    total: "Gesamtsumme",
    vat: "inkl. MwSt. {amount}",
    vatAtRate: "inkl. {rate} MwSt. {amount}",
    paymentMethod: "Zahlungsart",
    paymentMethods: {
      CARD: "Karte",
      PAYPAL: "PayPal",
      SEPA_DEBIT: "SEPA-Lastschrift",
      KLARNA: "Klarna",
    },
    /** A total of 0 (a 100 % code): the order was paid at once, without a provider. */
    noPayment: "Keine Zahlung nötig (nichts zu zahlen)",
    shippingAddress: "Lieferadresse",
    deliveryTime: "Lieferzeit: {min}–{max} Werktage ab Versand ({country})",
    billingAddress: "Rechnungsadresse",
    sameAddress: "Wie die Lieferadresse",
    invoiceAttached: "Ihre Rechnung {number} finden Sie als PDF im Anhang.",
    carrier: "Versanddienstleister",
    trackingNumber: "Sendungsnummer",
    // Where the money went back, by how it was paid (the method's name alone does not fit the sentence).
    refundTo: {
      CARD: "Wir haben Ihnen {amount} auf Ihre Karte erstattet.",
      PAYPAL: "Wir haben Ihnen {amount} auf Ihr PayPal-Konto erstattet.",
      SEPA_DEBIT:
        "Wir haben Ihnen {amount} auf das Bankkonto erstattet, von dem die SEPA-Lastschrift eingezogen wurde.",
      KLARNA: "Wir haben Ihnen {amount} über Klarna erstattet.",
    },
    refundedPart: "wir haben Ihnen einen Teil Ihrer Bestellung {number} erstattet.",
    refundTiming: "Je nach Bank kann es bis zu 10 Tage dauern, bis der Betrag auf Ihrem Konto erscheint.",
    creditNoteAttached: "Die Rechnungskorrektur {number} finden Sie als PDF im Anhang.",
    noPaymentTaken: "Für diese Bestellung wurde nichts abgebucht.",
    // A delayed payment (SEPA Direct Debit): what happens next, and where to pay again when it failed.
    processingNext:
      "Bis dahin halten wir Ihr Testkit für Sie bereit. Sobald die Zahlung eingegangen ist, erhalten Sie die Bestätigung mit der Rechnung, und wir versenden Ihre Bestellung.",
    paymentFailedReason: "Die Antwort Ihrer Bank: {detail}",
    payAgainLink: "Ihre Bestellung bleibt noch kurze Zeit offen; hier können Sie erneut bezahlen:",
    statusLink: "Den Stand Ihrer Bestellung sehen Sie jederzeit hier:",
    withdrawLink: "Vertrag hier widerrufen:",
    sealedItems:
      "Aus Hygienegründen versiegelt: {items}. Ihr Widerrufsrecht für ein versiegeltes Kit erlischt, sobald Sie das Siegel nach der Lieferung öffnen; bis dahin können Sie wie gewohnt widerrufen.",
    withdrawalLink: "Ihr Widerrufsrecht und das Muster-Widerrufsformular:",
    questions: "Fragen zu Ihrer Bestellung? Antworten Sie einfach auf diese E-Mail.",
    seller: "Verkäufer",
    vatId: "USt-IdNr.",
    statusButton: "Bestellung ansehen",
    trackButton: "Sendung verfolgen",
  },
  withdrawalMail: {
    subject: "Ihr Widerruf zur Bestellung {number}",
    greeting: "Hallo {name},",
    intro:
      "wir haben Ihren Widerruf des Vertrags zur Bestellung {number} erhalten. Diese E-Mail bestätigt den Eingang; bitte bewahren Sie sie auf.",
    statement: "Ihr Widerruf",
    orderNumber: "Bestellnummer",
    name: "Name",
    email: "E-Mail-Adresse",
    content: "Widerrufen für",
    wholeOrder: "die gesamte Bestellung",
    receivedAt: "Eingegangen am",
    next: "Wie es weitergeht",
    sendBack:
      "Bitte senden Sie die Ware binnen 14 Tagen an diese Adresse zurück (bitte legen Sie Ihre Bestellnummer bei):",
    sealed:
      "Versiegelte Testkits können aus Gründen des Gesundheitsschutzes und der Hygiene nur mit unversehrter Versiegelung zurückgenommen werden.",
    refund:
      "Wir erstatten Ihnen den dafür gezahlten Betrag über die von Ihnen verwendete Zahlungsart binnen 14 Tagen ab Eingang Ihres Widerrufs. Wir können die Erstattung verweigern, bis wir die Ware zurückerhalten haben oder bis Sie nachgewiesen haben, dass Sie sie zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.",
    statusLink: "Den Stand Ihrer Bestellung sehen Sie jederzeit hier:",
    // A withdrawal received before the order was shipped: nothing to send back.
    notShipped:
      "Ihre Bestellung wurde noch nicht versandt, und wir versenden sie nicht: Sie ist storniert. Wir erstatten Ihnen den gezahlten Betrag über die von Ihnen verwendete Zahlungsart binnen 14 Tagen ab Eingang Ihres Widerrufs.",
    notShippedItems:
      "Ihre Bestellung wurde noch nicht versandt: Die widerrufenen Artikel versenden wir nicht, und wir erstatten Ihnen den dafür gezahlten Betrag über die von Ihnen verwendete Zahlungsart binnen 14 Tagen ab Eingang Ihres Widerrufs. Den Rest Ihrer Bestellung versenden wir wie gewohnt.",
    otherItems: "Weitere Artikel der Bestellung widerrufen:",
    questions: "Fragen? Antworten Sie einfach auf diese E-Mail.",
  },
  // A returned parcel with kits opened whose seal protects health (api/src/mail/return-mails.ts).
  returnMail: {
    subject: "Ihre Rücksendung zur Bestellung {number}",
    greeting: "Hallo {name},",
    intro: "wir haben das Paket erhalten, das Sie uns zur Bestellung {number} zurückgesandt haben.",
    notRefunded: "Geöffnet, daher nicht erstattet",
    sealedGround:
      "Diese Testkits sind aus Gründen des Gesundheitsschutzes und der Hygiene versiegelt, und ihre Versiegelung wurde nach der Lieferung entfernt: Für sie besteht kein Widerrufsrecht (§312g Abs. 2 Nr. 3 BGB; Art. 16 Buchst. e der Richtlinie 2011/83/EU). Wir erstatten sie deshalb nicht.",
    refunded: "Was wir erstatten",
    refundNext:
      "Diese Artikel erstatten wir Ihnen über die von Ihnen verwendete Zahlungsart binnen 14 Tagen ab ihrem Eingang; Sie erhalten eine E-Mail mit der Rechnungskorrektur.",
    nothingRefunded: "Von dieser Rücksendung kann nichts erstattet werden.",
    keepOpened: "Möchten Sie die geöffneten Testkits zurückhaben? Antworten Sie einfach auf diese E-Mail.",
    questions: "Fragen? Antworten Sie einfach auf diese E-Mail.",
  },
  newsletterMail: {
    subject: "Bitte bestätigen Sie Ihre Newsletter-Anmeldung",
    greeting: "Hallo,",
    intro:
      "wir wurden gebeten, den Newsletter von {shop} an {email} zu senden. Bitte bestätigen Sie, dass Sie das waren: Bis dahin senden wir an diese Adresse nichts weiter.",
    confirm: "Anmeldung bestätigen",
    ignore:
      "Wenn Sie den Newsletter nicht angefordert haben, ignorieren Sie diese E-Mail einfach: Sie werden nicht angemeldet.",
    unsubscribe: "Sie möchten keine E-Mails von uns erhalten? Abmelden",
    validity_one: "Der Link ist {count} Tag gültig.",
    validity_other: "Der Link ist {count} Tage gültig.",
  },
  restockMail: {
    confirmation: {
      subject: "Bitte bestätigen Sie Ihre Benachrichtigung",
      greeting: "Hallo,",
      intro:
        "wir wurden gebeten, an {email} zu schreiben, sobald {product} wieder vorrätig ist. Bitte bestätigen Sie, dass Sie das waren: Bis dahin senden wir an diese Adresse nichts weiter.",
      confirm: "Ja, benachrichtigen Sie mich",
      validity_one:
        "Der Link ist {count} Tag gültig. Wir schreiben einmal, wenn das Produkt wieder da ist, und sonst nicht.",
      validity_other:
        "Der Link ist {count} Tage gültig. Wir schreiben einmal, wenn das Produkt wieder da ist, und sonst nicht.",
      ignore:
        "Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach: Wir schreiben Ihnen nicht noch einmal.",
    },
    backInStock: {
      subject: "Ein Artikel, nach dem Sie gefragt haben, ist wieder vorrätig",
      greeting: "Hallo,",
      intro: "gute Nachricht: {product} ist bei {shop} wieder vorrätig.",
      link: "Zum Produkt",
      once: "Sie wollten einmal benachrichtigt werden; das war diese E-Mail, wir schreiben dazu nicht noch einmal.",
    },
  },
  staffSignInAlert: {
    subject: "Anmeldeversuche beim Konsolen-Konto {username}",
    greeting: "Hallo,",
    intro:
      "jemand hat sich mindestens dreimal innerhalb einer Stunde als {username} an der Konsole des Shops angemeldet, mit dem richtigen Passwort, aber ohne den richtigen Code aus der Authenticator-App.",
    ifOwner: "Wenn die Versuche von der Inhaberin oder dem Inhaber des Kontos selbst stammen, ist nichts zu tun.",
    ifNot:
      "Andernfalls kennt jemand anderes das Passwort: Ändern Sie es sofort in der Konsole (Benutzer) und sehen Sie im Audit-Protokoll nach, was sonst versucht wurde.",
    auditLog: "Audit-Protokoll öffnen",
  },
  invoice: {
    invoice: "Rechnung",
    // A "Gutschrift" is, in German VAT usage, a bill the buyer issues (self-billing, § 14 Abs. 2
    // UStG); the seller's correction of its own invoice is a "Rechnungskorrektur".
    creditNote: "Rechnungskorrektur",
    number: "Nummer",
    issueDate: "Ausstellungsdatum",
    supplyDate: "Lieferdatum",
    refersTo: "Rechnungskorrektur zur Rechnung {invoiceNumber} vom {date}",
    orderNumber: "Bestellnummer",
    paymentMethod: "Zahlungsart",
    paymentMethods: {
      CARD: "Karte",
      PAYPAL: "PayPal",
      SEPA_DEBIT: "SEPA-Lastschrift",
      KLARNA: "Klarna",
    },
    /** A total of 0 (a 100 % code): the order was paid at once, without a provider. */
    noPayment: "Keine Zahlung nötig (nichts zu zahlen)",
    seller: "Verkäufer",
    buyer: "Rechnungsempfänger",
    vatId: "USt-IdNr.",
    seat: "Sitz der Gesellschaft",
    registerCourt: "Registergericht",
    registerNumber: "Registernummer",
    managingDirectors: "Geschäftsführung",
    description: "Beschreibung",
    quantity: "Menge",
    unitNet: "Einzelpreis netto",
    vatRate: "USt. %",
    vat: "USt.",
    total: "Gesamt",
    shipping: "Versand",
    refundedSum: "Teilerstattung des Kaufpreises",
    rounding: "Rundungsdifferenz",
    netTotal: "Summe netto",
    vatAt: "USt. {rate}",
    grossTotal: "Gesamtbetrag",
    creditTotal: "Erstattungsbetrag",
    paidOn: "Bezahlt am {date}.",
    refundedOn: "Erstattet am {date} über die Zahlungsart der Bestellung.",
    destinationVat:
      "Fernverkauf innerhalb der EU: Umsatzsteuer zum Satz des Bestimmungslandes ({country}), erklärt über den One-Stop-Shop (OSS).",
    page: "Seite {page} von {pages}",
    // A discount code's line (one per VAT rate), a negative amount.
    discount: "Rabatt {code}",
  },
  legalDocument: {
    title: "Allgemeine Geschäftsbedingungen und Widerrufsbelehrung",
    forOrder: "Zu Ihrer Bestellung {number} vom {date}",
    filename: "AGB-und-Widerrufsbelehrung-{number}.pdf",
    attached:
      "Unsere Allgemeinen Geschäftsbedingungen und die Widerrufsbelehrung mit dem Muster-Widerrufsformular finden Sie als PDF im Anhang: Bitte bewahren Sie sie auf.",
    link: "Online: {url}",
    page: "Seite {page} von {pages}",
  },
  legal: {
    withdrawal:
      "Widerrufsrecht: Sie können diesen Kauf binnen 14 Tagen ab Erhalt der Ware ohne Angabe von Gründen widerrufen, indem Sie uns dies per E-Mail mitteilen. Das Widerrufsrecht erlischt bei versiegelten Testkits, deren Versiegelung nach der Lieferung entfernt wurde, da sie aus Gründen des Gesundheitsschutzes und der Hygiene nicht zur Rückgabe geeignet sind. Nach Eingang Ihres Widerrufs erstatten wir den Kaufpreis und die Standardversandkosten binnen 14 Tagen über die von Ihnen verwendete Zahlungsart.",
  },
};

export default de;
