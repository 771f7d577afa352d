// Barrier reports (docs/behaviour.md §25): what someone sends with the accessibility statement's
// form goes to the shop's customer care, the address the statement names (GET /api/shop), as an
// e-mail customer care answers with "Reply". The report changes nothing in the shop, so there is
// no transaction for the outbox to follow: it is handed to the mail server while the reporter
// waits, and the form says "sent" only once it was. Nothing of it is stored.
import { languageName, toLanguage } from "@shop/shared";
import { overLimit } from "../auth/rate-limit.ts";
import type { Deps } from "../context.ts";
import { ApiError } from "../errors.ts";
import { renderMail, type Block } from "../mail/layout.ts";
import type { MailMessage } from "../mail/mailer.ts";
import { shopContact } from "./shop-contact.ts";
import type { BarrierReport } from "./validators.ts";

/** What the accessibility statement promises (storefront pages.accessibility.report). */
const ANSWER_WITHIN_DAYS = 14;

/** Customer care's notice of a report, in English as the staff's notices are. */
function renderBarrierReport(report: BarrierReport, publicUrl: string): Omit<MailMessage, "to" | "tag"> {
  const language = toLanguage(report.language);
  const subject = "Barrier report from the accessibility statement";
  const blocks: Block[] = [
    {
      kind: "lines",
      lines: [
        "Someone met a barrier in the shop and reported it with the accessibility statement's form.",
        `E-mail: ${report.email} (writes in ${languageName(language, "en")}). Reply to this e-mail to answer them; the statement promises an answer within ${ANSWER_WITHIN_DAYS} days.`,
        ...(report.name ? [`Name given: ${report.name}`] : []),
        ...(report.page ? [`Where: ${report.page}`] : []),
      ],
    },
    { kind: "lines", heading: "The report", lines: report.message.split(/\r?\n/) },
    { kind: "link", label: "The accessibility statement:", url: `${publicUrl}/${language}/accessibility` },
  ];
  return {
    subject,
    ...renderMail({ language: "en", publicUrl, title: subject, intro: [], blocks }),
    headers: { "Reply-To": report.email },
  };
}

/**
 * Sends the report to customer care. Past BARRIER_REPORT_LIMIT_PER_HOUR reports from the client at
 * `address` in an hour it is refused (429 with Retry-After), so nobody floods customer care.
 */
export async function sendBarrierReport(
  deps: Pick<Deps, "barrierReports" | "clientKey" | "env" | "logger" | "mailer">,
  report: BarrierReport,
  address: string,
): Promise<void> {
  const retryAfter = await overLimit(
    deps.barrierReports,
    deps.clientKey(address),
    deps.env.BARRIER_REPORT_LIMIT_PER_HOUR,
  );
  if (retryAfter !== null) {
    throw new ApiError(
      429,
      "too_many_reports",
      `Too many barrier reports; try again in ${Math.ceil(retryAfter / 60)} minutes`,
      undefined,
      { "Retry-After": String(retryAfter) },
    );
  }
  const to = shopContact(deps).email;
  try {
    await deps.mailer.send({ to, ...renderBarrierReport(report, deps.env.publicUrl), tag: "barrier-report" });
  } catch (error) {
    deps.logger.error({ err: error }, "barrier report not sent");
    throw new ApiError(503, "report_not_sent", `The report could not be sent now; try again later, or write to ${to}`);
  }
}
