// The schema's enums (prisma/schema.prisma) as Prisma generates them: plain objects and their
// union types, with no Prisma runtime behind them. This is the one entry of @shop/db that browser
// code may import (through @shop/shared), so the front ends and the API share the database's
// vocabulary without re-declaring it.
export * from "./generated/enums.ts";
