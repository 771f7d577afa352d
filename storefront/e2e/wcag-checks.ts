// WCAG 2.2 AA checks that axe-core and HTML_CodeSniffer cannot make, measured in the page as it
// is now (not a journey itself: vitest only runs *.e2e.ts): whether the focused element shows a
// focus indicator and is not hidden under what stays on the screen (2.4.7, 2.4.11), the size and
// spacing of pointer targets (2.5.8), and whether text doubled in size still fits (1.4.4).
import type { Page } from "playwright-core";

/** What a Tab stop is: what the keyboard can reach and a pointer can press. */
const INTERACTIVE = [
  "a[href]",
  "button",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "summary",
  "[tabindex]:not([tabindex='-1'])",
  "[role=button]",
  "[role=link]",
  "[role=tab]",
  "[role=radio]",
  "[role=checkbox]",
  "[role=switch]",
  "[role=option]",
].join(",");

/** The focused element as a journey's message names it. */
export interface Focused {
  tag: string;
  id: string;
  text: string;
  href: string | null;
  name: string | null;
  type: string | null;
  /** A field's value (a checkbox's: "on" when ticked, "" when not). */
  value: string;
  autocomplete: string | null;
  /** Whether it lies inside <main>, not in the header, the footer or a bar over the page. */
  inMain: boolean;
}

/**
 * How an element's focus can show, as the page paints it: the outline, shadow and border of the
 * element, of its label (a control drawn by its label) and of three ancestors (a card whose link
 * has the focus draws the ring around the card). Defined in the page by rememberUnfocusedLooks().
 */
type FocusLook = (element: Element) => { outline: string; shadow: string; border: string; fill: string }[];

/**
 * Before a key press: remembers how every interactive element looks unfocused, so that the next
 * check can tell whether the element the key focused looks different (its focus indicator).
 */
export async function rememberUnfocusedLooks(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const look: FocusLook = (element) => {
      const parts: Element[] = [...((element as HTMLInputElement).labels ?? [])];
      for (let part: Element | null = element, level = 0; part && level < 4; part = part.parentElement, level++) {
        parts.push(part);
      }
      return parts.map((part) => {
        const style = getComputedStyle(part);
        const outline = style.outlineStyle === "none" ? "none" : `${style.outlineWidth} ${style.outlineColor}`;
        return {
          outline,
          shadow: style.boxShadow,
          border: `${style.borderWidth} ${style.borderColor}`,
          fill: `${style.backgroundColor} ${style.color} ${style.textDecorationLine}`,
        };
      });
    };
    const store = window as unknown as { __unfocusedLooks?: WeakMap<Element, string>; __focusLook: FocusLook };
    store.__focusLook = look;
    const looks = (store.__unfocusedLooks ??= new WeakMap());
    for (const element of document.querySelectorAll(selector)) {
      if (element !== document.activeElement) looks.set(element, JSON.stringify(look(element)));
    }
  }, INTERACTIVE);
}

/**
 * What is wrong with the focus now: nothing focused, no visible indicator (an outline of 2 px or
 * more, a shadow or a border that the element, as rememberUnfocusedLooks() saw it unfocused, did
 * not have), or hidden: no point of its box, sampled on a 5 × 5 grid inside the viewport, shows
 * the element itself rather than what lies over it (the sticky header, the buy bar, the cookie
 * banner). Answers the focused element and the problems, empty when there are none.
 */
export function focusProblems(page: Page): Promise<{ focused: Focused; problems: string[] }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const problems: string[] = [];
    const describe = (node: Element | null): Focused => ({
      tag: node?.tagName.toLowerCase() ?? "none",
      id: node?.id ?? "",
      text: ((node as HTMLElement | null)?.innerText ?? "").trim().replace(/\s+/g, " ").slice(0, 60),
      href: node?.getAttribute("href") ?? null,
      name: node?.getAttribute("aria-label") ?? null,
      type: node?.getAttribute("type") ?? null,
      value:
        node instanceof HTMLInputElement && ["checkbox", "radio"].includes(node.type)
          ? node.checked
            ? "on"
            : ""
          : ((node as HTMLInputElement | null)?.value ?? ""),
      autocomplete: node?.getAttribute("autocomplete") ?? null,
      inMain: !!node?.closest("main"),
    });
    if (!element || element === document.body || element === document.documentElement) {
      return { focused: describe(element), problems: ["nothing has the focus"] };
    }
    const store = window as unknown as { __unfocusedLooks?: WeakMap<Element, string>; __focusLook: FocusLook };
    const remembered = store.__unfocusedLooks?.get(element);
    const before = remembered === undefined ? undefined : (JSON.parse(remembered) as ReturnType<FocusLook>);
    const now = store.__focusLook(element);
    const shows = (part: ReturnType<FocusLook>[number], was: ReturnType<FocusLook>[number] | undefined) => {
      const outline = part.outline !== "none" && parseFloat(part.outline) >= 2 && part.outline !== was?.outline;
      const shadow = part.shadow !== "none" && part.shadow !== was?.shadow;
      const border = was !== undefined && part.border !== was.border;
      return outline || shadow || border;
    };
    if (!now.some((part, index) => shows(part, before?.[index]))) {
      problems.push(
        before && JSON.stringify(before) === JSON.stringify(now)
          ? "looks the same focused as unfocused"
          : "has no focus indicator (an outline, a shadow or a border of its own)",
      );
    }

    const box = element.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const height = document.documentElement.clientHeight;
    let inView = 0;
    let shown = 0;
    const covering = new Set<string>();
    for (let i = 0; i < 5; i++) {
      for (let j = 0; j < 5; j++) {
        const x = box.left + 1 + ((box.width - 2) * i) / 4;
        const y = box.top + 1 + ((box.height - 2) * j) / 4;
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        inView++;
        const hit = document.elementFromPoint(x, y);
        if (!hit) continue;
        const label = hit.closest("label");
        if (element.contains(hit) || hit.contains(element) || (label && label.control === element)) {
          shown++;
        } else {
          let over: Element | null = hit;
          while (over && !["fixed", "sticky"].includes(getComputedStyle(over).position)) over = over.parentElement;
          const cover = over ?? hit;
          covering.add(
            `${cover.tagName.toLowerCase()}${cover.getAttribute("aria-label") ? `[${cover.getAttribute("aria-label")}]` : ""}.${String(cover.className)}`,
          );
        }
      }
    }
    if (inView === 0) problems.push(`is outside the screen (top ${Math.round(box.top)}, height ${height})`);
    else if (shown === 0) problems.push(`is hidden under ${[...covering].join(", ")}`);
    return { focused: describe(element), problems };
  });
}

/**
 * Pointer targets smaller than 24 × 24 CSS px that 2.5.8's spacing exception does not excuse
 * either: a 24 px circle on the target's centre must not meet another target or another small
 * target's circle. Links inside running text (a sentence around them) are exempt (its inline
 * exception), as are targets nobody can see or reach (visually hidden, behind `inert`).
 */
export function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    type Target = { element: Element; box: DOMRect; label: string };
    const visible = (element: Element, box: DOMRect) => {
      if (box.width < 2 || box.height < 2) return false;
      if (element.closest("[inert], [hidden], [aria-hidden='true']")) return false;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.display === "none") return false;
      // Off the page (the skip link until it is focused).
      return box.bottom + window.scrollY > 0 && box.right + window.scrollX > 0;
    };
    const inRunningText = (element: Element) => {
      if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
      const block = element.parentElement;
      const own = (element.textContent ?? "").trim().length;
      return !!block && (block.textContent ?? "").trim().length > own;
    };
    const targets: Target[] = [];
    for (const element of document.querySelectorAll(selector)) {
      // A control drawn by its label (a hidden radio) is pressed through the label.
      const labelled = (element as HTMLInputElement).labels?.[0];
      const box = element.getBoundingClientRect();
      if (!visible(element, box)) continue;
      if (labelled && (box.width < 2 || getComputedStyle(element).opacity === "0")) continue;
      const name =
        element.getAttribute("aria-label") ??
        ((element as HTMLElement).innerText || element.getAttribute("href") || element.id);
      targets.push({
        element,
        box,
        label: `${element.tagName.toLowerCase()} "${String(name).trim().replace(/\s+/g, " ").slice(0, 40)}"`,
      });
    }
    // Nested targets (a button inside a link) count as one: the outer one.
    const outer = targets.filter(
      (target) => !targets.some((other) => other !== target && other.element.contains(target.element)),
    );
    const small = (target: Target) => target.box.width < 23.99 || target.box.height < 23.99;
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const distanceToBox = (point: { x: number; y: number }, box: DOMRect) => {
      const dx = Math.max(box.left - point.x, 0, point.x - box.right);
      const dy = Math.max(box.top - point.y, 0, point.y - box.bottom);
      return Math.hypot(dx, dy);
    };
    const failing: string[] = [];
    for (const target of outer) {
      if (!small(target) || inRunningText(target.element)) continue;
      const here = centre(target.box);
      const crowded = outer.find((other) => {
        if (other === target) return false;
        if (distanceToBox(here, other.box) < 12) return true;
        if (!small(other)) return false;
        const there = centre(other.box);
        return Math.hypot(here.x - there.x, here.y - there.y) < 24;
      });
      if (crowded) {
        failing.push(
          `${target.label} is ${Math.round(target.box.width)} × ${Math.round(target.box.height)} px, too near ${crowded.label}`,
        );
      }
    }
    return failing;
  }, INTERACTIVE);
}

/**
 * With the root font size doubled (a browser's text size at 200 %), what is lost: how far the page
 * scrolls sideways, text that no longer fits the box that clips it (an ellipsis, a cut word), and
 * text that did not grow (a size in px). The page's own size is put back afterwards.
 */
export async function lossAtDoubleText(page: Page): Promise<string[]> {
  const before = await textSizes(page);
  await page.evaluate(() => (document.documentElement.style.fontSize = "200%"));
  try {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const after = await textSizes(page);
    const problems = await page.evaluate(() => {
      const found: string[] = [];
      const width = document.documentElement.clientWidth;
      const excess = document.documentElement.scrollWidth - width;
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()}.${String(element.className)} "${(element.textContent ?? "").trim().slice(0, 30)}"`;
      if (excess > 0) {
        const outside = [...document.querySelectorAll("body *")]
          .filter((element) => element.getBoundingClientRect().right > width + 0.5)
          .filter((element) => {
            for (let parent = element.parentElement; parent; parent = parent.parentElement) {
              if (["auto", "scroll"].includes(getComputedStyle(parent).overflowX)) return false;
            }
            return true;
          })
          .slice(0, 3)
          .map(name);
        found.push(`the page scrolls ${excess} px sideways: ${outside.join(", ")}`);
      }
      for (const element of document.querySelectorAll("body *")) {
        const style = getComputedStyle(element);
        const clips = (value: string) => value === "hidden" || value === "clip";
        if (!clips(style.overflowX) && !clips(style.overflowY)) continue;
        if (!(element.textContent ?? "").trim() || element.closest(".sr-only, [hidden]")) continue;
        const box = element.getBoundingClientRect();
        if (box.width < 2 || box.height < 2) continue;
        const cutX = clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
        const cutY = clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
        if (cutX || cutY) found.push(`${name(element)} is cut ${cutX ? "sideways" : "at the bottom"}`);
      }
      return found;
    });
    const unscaled = [...after.entries()]
      .filter(([key, size]) => before.has(key) && size < before.get(key)! * 1.9)
      .slice(0, 5)
      .map(([key, size]) => `${key} stays at ${size} px (was ${before.get(key)} px)`);
    return [...problems, ...unscaled];
  } finally {
    await page.evaluate(() => document.documentElement.style.removeProperty("font-size"));
  }
}

/** The font size of every element that holds text of its own, by a path that names it. */
async function textSizes(page: Page): Promise<Map<string, number>> {
  const entries = await page.evaluate(() => {
    const found: [string, number][] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    let index = 0;
    for (let node = walker.nextNode() as Element | null; node; node = walker.nextNode() as Element | null) {
      index++;
      const ownText = [...node.childNodes].some(
        (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim(),
      );
      // Text in a picture (a payment method's logo) is sized with the picture.
      if (!ownText || node.closest(".sr-only, [hidden], script, style, title, svg")) continue;
      const key = `${node.tagName.toLowerCase()}#${index} "${(node.textContent ?? "").trim().slice(0, 30)}"`;
      found.push([key, parseFloat(getComputedStyle(node).fontSize)]);
    }
    return found;
  });
  return new Map(entries);
}

/**
 * States shown by colour alone (WCAG 1.4.1) on the page as it is now: an element marked current,
 * pressed or selected must differ from an unmarked one of its kind (the same element in the same
 * list or row), or what it holds from what that holds, in more than colour: weight, decoration, a
 * border or ring that appears, an icon or a mark; a field marked invalid must name its error in
 * text (aria-describedby).
 */
export function statesByColourAlone(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const shown = (element: Element) => element.getClientRects().length > 0 && !element.closest("[hidden], .sr-only");
    const visibleEdge = (style: CSSStyleDeclaration, side: "Top" | "Right" | "Bottom" | "Left") =>
      parseFloat(style[`border${side}Width`]) > 0 &&
      style[`border${side}Style`] !== "none" &&
      !/rgba\(.*, 0\)$|transparent/.test(style[`border${side}Color`]);
    const ownCues = (element: Element) => {
      const style = getComputedStyle(element);
      return [
        style.fontWeight,
        style.fontStyle,
        style.textDecorationLine,
        (["Top", "Right", "Bottom", "Left"] as const).map(
          (side) => visibleEdge(style, side) && style[`border${side}Width`],
        ),
        style.outlineStyle === "none" ? "none" : style.outlineWidth,
        style.boxShadow,
        style.backgroundImage,
        getComputedStyle(element, "::before").content,
        getComputedStyle(element, "::after").content,
        element.tagName,
      ];
    };
    // The element's own cues and those of what it holds (a bold label inside, an icon).
    const cues = (element: Element) => JSON.stringify([element, ...element.querySelectorAll("*")].map(ownCues));
    const marked = '[aria-current]:not([aria-current="false"]), [aria-pressed="true"], [aria-selected="true"]';
    for (const element of document.querySelectorAll(marked)) {
      if (!shown(element)) continue;
      // One of its kind, unmarked: the same element beside it, or in the same list (one per item).
      const kin = [
        ...(element.parentElement?.children ?? []),
        ...(element.parentElement?.parentElement?.querySelectorAll(`:scope > * > ${element.tagName}`) ?? []),
      ].find(
        (other) => other !== element && other.tagName === element.tagName && !other.matches(marked) && shown(other),
      );
      if (kin && cues(kin) === cues(element)) {
        found.push(
          `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 30)}" shows that it is current, pressed or selected by colour alone`,
        );
      }
    }
    for (const field of document.querySelectorAll('[aria-invalid="true"]')) {
      if (!shown(field)) continue;
      const ids = (field.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
      const text = ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? "").join("");
      if (!text) found.push(`the field #${field.id} is marked invalid by colour alone, without a message`);
    }
    return found;
  });
}
