// The whole HTML document of a server-rendered page. Only the server renders it: the browser
// hydrates #root (main.tsx), so what sits around it here (head, the page data) never has to be
// rendered twice. React hoists each page's <title>, <meta> and <link> tags (PageMeta) into this
// <head>, and the stylesheets and module preloads of the page's code (entry-server.tsx).
import type { Language } from "@shop/shared";
import type { ReactNode } from "react";
import { translationUrl } from "../i18n/translator.ts";
import { SERVER_PAGE_ELEMENT_ID } from "../app/serverPage.ts";

interface DocumentProps {
  language: Language;
  nonce: string;
  /** The entry's stylesheets (the global styles and the layout's), first in the cascade. */
  stylesheets: string[];
  /** The page data as JSON (serializeServerPage). */
  pageData: string;
  children: ReactNode;
}

export function Document({ language, nonce, stylesheets, pageData, children }: DocumentProps) {
  return (
    <html lang={language} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6e69" />
        {/* Vite's runtime and the PayPal SDK take the answer's nonce from here for what they add later. */}
        <meta property="csp-nonce" nonce={nonce} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* The texts the browser needs before it hydrates, downloading beside the code. */}
        <link rel="preload" as="fetch" crossOrigin="anonymous" href={translationUrl(language)} />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
        <script type="application/json" id={SERVER_PAGE_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: pageData }} />
      </body>
    </html>
  );
}
