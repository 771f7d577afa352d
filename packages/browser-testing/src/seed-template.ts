// `npm run seed -w @shop/browser-testing`: makes the seeded data folder of the current build
// (seeded-template.ts) if there is none yet, and prints where it is.
import { seededTemplate } from "./seeded-template.ts";

console.log(await seededTemplate());
