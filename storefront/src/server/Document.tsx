// The whole HTML document of a server-rendered page. Only the server renders it: the browser
// hydrates #root (main.tsx), so what sits around it here (head, the page data) never has to be
// rendered twice. React hoists each page's <title>, <meta> and <link> tags (PageMeta) into this
// <head>, and the stylesheets of the page's code (entry-server.tsx); the code itself is fetched
// once the page has been painted.
import type { Language } from "@shop/shared";
import type { LinkHTMLAttributes, ReactNode } from "react";
import { translationUrl } from "../i18n/translator.ts";
import { SERVER_PAGE_ELEMENT_ID } from "../app/serverPage.ts";

/** `disabled` on a stylesheet link is HTML (the file is not fetched) that React's types lack. */
const DISABLED = { disabled: true } as LinkHTMLAttributes<HTMLLinkElement>;

interface DocumentProps {
  language: Language;
  nonce: string;
  /**
   * The page's stylesheets (the entry's, then its chunks'), inlined: the first paint waits for no
   * other request. Their files are linked disabled, so the browser does not fetch them and Vite's
   * loader, finding them, does not add them again when a chunk loads.
   */
  styles: { css: string; files: string[] };
  /** The entry module (storefront/src/main.tsx as built): fetched and run after the first paint. */
  entry: string;
  /** The modules the entry and the page's code import, fetched beside it. */
  modules: string[];
  /** Modules evaluated before the entry, each in a task of its own (React's chunk). */
  before: string[];
  /** The page data as JSON (serializeServerPage). */
  pageData: string;
  children: ReactNode;
}

export function Document({ language, nonce, styles, entry, modules, before, pageData, children }: DocumentProps) {
  return (
    <html lang={language} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6e69" />
        {/* Vite's runtime and the PayPal SDK take the answer's nonce from here (its nonce property) for
            what they add later. HTML asks a meta with a property for its content: an empty one, so
            the nonce itself stays in the attribute the browser hides from the page's styles. */}
        <meta property="csp-nonce" content="" nonce={nonce} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* The texts the browser needs before it hydrates, downloading beside the code. */}
        <link rel="preload" as="fetch" crossOrigin="anonymous" href={translationUrl(language)} />
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: styles.css }} />
        {styles.files.map((href) => (
          <link key={href} rel="stylesheet" href={href} {...DISABLED} />
        ))}
        {/* The code is fetched and run once the page has been painted: the server's HTML shows
            first, and the code's download does not compete with it (nor with the first image). */}
        <script
          type="module"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: startAfterFirstPaint(entry, modules, before) }}
        />
      </head>
      <body>
        <div id="root">{children}</div>
        <script type="application/json" id={SERVER_PAGE_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: pageData }} />
      </body>
    </html>
  );
}

/**
 * The inline module (deferred, so it runs once the document is parsed) that, after the next frame
 * is painted, asks for the page's modules all at once (no waterfall of imports), evaluates the
 * `before` modules one task each, then starts the entry: evaluating all the code in one go would
 * block a slow phone's main thread for that long. A page opened in a background tab, which paints
 * nothing, starts at once.
 */
function startAfterFirstPaint(entry: string, modules: string[], before: string[]): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return (
    `const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));` +
    `const start = async () => {` +
    `for (const href of ${json(modules)}) {` +
    `const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link);` +
    `}` +
    `for (const href of ${json(before)}) { await import(href); await nextTask(); }` +
    `await import(${json(entry)});` +
    `};` +
    `document.visibilityState === "hidden" ? start() : requestAnimationFrame(() => setTimeout(start, 0));`
  );
}
