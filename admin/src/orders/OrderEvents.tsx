import type { AdminOrderRecord } from "@shop/shared";
import { List, ListItem, ListItemText, Typography } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { Section } from "../common/Section.tsx";
import { useShopLanguage } from "../common/useShopLanguage.ts";
import { describeEvent, type OrderEvent } from "./orderEvents.ts";

/** Who did what and when, newest first, in the console's language. */
export const OrderEvents = () => {
  const record = useRecordContext<AdminOrderRecord>();
  const translate = useTranslate();
  const { language, locale } = useShopLanguage();
  if (!record) return null;
  const events: OrderEvent[] = [...record.events].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  // The API records shoppers and its own jobs under fixed names; staff under their username.
  const actorName = (actor: string) => translate(`resources.orders.events.actors.${actor}`, { _: actor });
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Section title="resources.orders.sections.history">
      {events.length === 0 ? (
        <Typography variant="body2">{translate("resources.orders.events.none")}</Typography>
      ) : (
        <List dense disablePadding>
          {events.map((event) => {
            const { title, details, note } = describeEvent(event, translate, language);
            return (
              <ListItem key={event.id} disableGutters alignItems="flex-start" divider>
                <ListItemText
                  primary={title}
                  secondary={
                    <>
                      {[...details, ...(note ? [note] : [])].map((line, index) => (
                        <Typography
                          key={index}
                          component="span"
                          variant="body2"
                          color="text.primary"
                          sx={{ display: "block", whiteSpace: "pre-wrap" }}
                        >
                          {line}
                        </Typography>
                      ))}
                      {translate("resources.orders.events.by", {
                        actor: actorName(event.actor),
                        date: when.format(new Date(event.createdAt)),
                      })}
                    </>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Section>
  );
};
