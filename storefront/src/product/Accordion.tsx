import { useId, useState } from "react";
import { ChevronIcon } from "../ui/icons.tsx";
import styles from "./Product.module.css";

export interface AccordionItem {
  id: string;
  question: string;
  answer: string;
}

/** WAI-ARIA accordion: each header is a button that shows and hides its region. */
export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 }) {
  const [open, setOpen] = useState<string | null>(null);
  const baseId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const expanded = open === item.id;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={styles.accordionItem}>
            <Heading className={styles.accordionHeading}>
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                className={styles.accordionButton}
                onClick={() => setOpen(expanded ? null : item.id)}
              >
                {item.question}
                <ChevronIcon direction={expanded ? "up" : "down"} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className={styles.accordionPanel}
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
