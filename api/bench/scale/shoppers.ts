// Who the grown order book's shoppers are (api/bench/scale/grow.ts): common names of the EU's
// largest countries, streets and cities by country, and how orders spread over the countries.
// Names are written as people write them (Müller, Šimková); the e-mail form is the name folded to
// ASCII, as people usually give it.

export const FIRST_NAMES = [
  "Anna",
  "Maria",
  "Laura",
  "Sophie",
  "Julia",
  "Lena",
  "Emma",
  "Hannah",
  "Sarah",
  "Lea",
  "Elena",
  "Ivana",
  "Petra",
  "Katarzyna",
  "Agnieszka",
  "Sofia",
  "Giulia",
  "Chiara",
  "Lucía",
  "Camille",
  "Marie",
  "Inès",
  "Eva",
  "Martina",
  "Jana",
  "Sanne",
  "Emilia",
  "Ines",
  "Desislava",
  "Gergana",
  "Thomas",
  "Michael",
  "Andreas",
  "Stefan",
  "Lukas",
  "Jonas",
  "Felix",
  "Maximilian",
  "Paul",
  "Jan",
  "Peter",
  "Georgi",
  "Dimitar",
  "Ivan",
  "Nikolay",
  "Piotr",
  "Tomasz",
  "Marco",
  "Luca",
  "Alessandro",
  "Pierre",
  "Lucas",
  "Hugo",
  "Javier",
  "Pablo",
  "Daan",
  "Sem",
  "Mikael",
  "Jakub",
  "Jörg",
];

export const LAST_NAMES = [
  // Schmidt and Müller are Germany's most common names: a console search for either finds a share.
  "Müller",
  "Schmidt",
  "Schneider",
  "Fischer",
  "Weber",
  "Meyer",
  "Wagner",
  "Becker",
  "Schulz",
  "Hoffmann",
  "Koch",
  "Richter",
  "Klein",
  "Wolf",
  "Schröder",
  "Neumann",
  "Schwarz",
  "Braun",
  "Zimmermann",
  "Hofmann",
  "Gruber",
  "Huber",
  "Bauer",
  "Pichler",
  "Moser",
  "Ivanov",
  "Georgiev",
  "Dimitrov",
  "Petrova",
  "Nikolova",
  "de Jong",
  "Jansen",
  "de Vries",
  "van Dijk",
  "Bakker",
  "Martin",
  "Bernard",
  "Dubois",
  "Lefebvre",
  "Moreau",
  "Rossi",
  "Russo",
  "Ferrari",
  "Esposito",
  "Bianchi",
  "García",
  "Fernández",
  "González",
  "Rodríguez",
  "López",
  "Nowak",
  "Kowalski",
  "Wiśniewski",
  "Wójcik",
  "Novák",
  "Svoboda",
  "Andersson",
  "Johansson",
  "Virtanen",
  "Murphy",
];

/** An e-mail address's form of a name: accents folded, spaces and apostrophes dropped, lower case. */
export function emailForm(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .replace(/ł/g, "l")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase();
}

/** Addresses here are reserved for examples (RFC 2606): nothing the grown shop sends reaches anyone. */
export const EMAIL_DOMAINS = ["example.com", "example.net", "example.org"];

export const STREETS = [
  "Hauptstraße",
  "Bahnhofstraße",
  "Gartenweg",
  "Lindenallee",
  "Schulstraße",
  "Kirchgasse",
  "Rue de la Paix",
  "Via Roma",
  "Calle Mayor",
  "Kerkstraat",
  "ul. Długa",
  "bul. Vitosha",
  "Storgatan",
  "Main Street",
  "Ringstraße",
];

interface ShopperCountry {
  code: string;
  /** Share of the orders, in percent. */
  weight: number;
  dial: string;
  /**
   * How its postcodes are drawn (grow.ts): `digits` random digits, the first never 0, between a
   * fixed `prefix` and `suffix` where the country's format has letters or a fixed part, so every
   * drawn postcode is one of the country's (@shop/shared/postcodes; scale-shoppers.test.ts).
   */
  postCode: { digits: number; prefix?: string; suffix?: string };
  cities: string[];
}

/** Where the orders go: mostly the German-speaking countries and Bulgaria, as the shop's languages suggest. */
export const SHOPPER_COUNTRIES: ShopperCountry[] = [
  {
    code: "DE",
    weight: 40,
    dial: "49",
    postCode: { digits: 5 },
    cities: ["Berlin", "Hamburg", "München", "Köln", "Leipzig"],
  },
  { code: "AT", weight: 10, dial: "43", postCode: { digits: 4 }, cities: ["Wien", "Graz", "Linz", "Salzburg"] },
  { code: "BG", weight: 8, dial: "359", postCode: { digits: 4 }, cities: ["Sofia", "Plovdiv", "Varna", "Burgas"] },
  {
    code: "NL",
    weight: 6,
    dial: "31",
    postCode: { digits: 4, suffix: " AB" },
    cities: ["Amsterdam", "Rotterdam", "Utrecht"],
  },
  { code: "FR", weight: 6, dial: "33", postCode: { digits: 5 }, cities: ["Paris", "Lyon", "Marseille", "Lille"] },
  { code: "IT", weight: 5, dial: "39", postCode: { digits: 5 }, cities: ["Milano", "Roma", "Torino", "Bologna"] },
  {
    code: "ES",
    weight: 5,
    dial: "34",
    postCode: { digits: 3, prefix: "28" },
    cities: ["Madrid", "Barcelona", "Valencia"],
  },
  { code: "PL", weight: 5, dial: "48", postCode: { digits: 5 }, cities: ["Warszawa", "Kraków", "Wrocław"] },
  { code: "BE", weight: 4, dial: "32", postCode: { digits: 4 }, cities: ["Bruxelles", "Antwerpen", "Gent"] },
  { code: "SE", weight: 3, dial: "46", postCode: { digits: 5 }, cities: ["Stockholm", "Göteborg", "Malmö"] },
  { code: "CZ", weight: 2, dial: "420", postCode: { digits: 5 }, cities: ["Praha", "Brno"] },
  { code: "DK", weight: 2, dial: "45", postCode: { digits: 4 }, cities: ["København", "Aarhus"] },
  { code: "FI", weight: 2, dial: "358", postCode: { digits: 5 }, cities: ["Helsinki", "Tampere"] },
  { code: "IE", weight: 2, dial: "353", postCode: { digits: 4, prefix: "D02 " }, cities: ["Dublin", "Cork"] },
];

/** The language a shopper of each country reads the shop in (the others read English). */
export const COUNTRY_LANGUAGE: Record<string, string> = { DE: "de", AT: "de", BG: "bg" };

/** Brands the grown catalog's products are sold under: names and slugs. */
export const BRANDS = [
  "Schmidt Diagnostics",
  "Medisana",
  "Nordic Lab",
  "VitaCheck",
  "Alpine Health",
  "Balkan Med",
  "CareTest",
  "EuroDiag",
  "HomeLab",
  "Lumos",
  "ProSana",
  "Quickline",
  "SafeHome",
  "TestWell",
  "Vero",
  "Zenit Bio",
];
