// The shop's enumerations are the database's (prisma/schema.prisma), as Prisma generates them:
// each is an object of its values and the union type of the same name, so `z.enum(OrderStatus)`
// validates and `OrderStatus` types with one definition. @shop/db/enums holds nothing else, so a
// browser bundle gets only the enums it uses, and no Prisma runtime.
// The shop's languages are not among them: they are rows (Language), kept equal to languages.ts.
export {
  DocumentKind,
  OrderEventType,
  OrderStatus,
  PaymentGateway,
  PaymentMethod,
  RefundStatus,
  Role,
  TestPaymentStatus,
} from "@shop/db/enums";
