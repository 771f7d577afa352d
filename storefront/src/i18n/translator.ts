// The shop's translator: the part of i18next the storefront uses (dotted keys, interpolation,
// _one/_other plurals, returnObjects, languageChanged events), in a fraction of its size, which
// every visitor's first screen pays for. Placeholders are the shop's one syntax, {name}
// (packages/shared/src/placeholders.ts): i18next's with its interpolation prefix and suffix set
// to single braces. Translations come from
// /locales/{lng}/translation.json, retried: 5 retries, 350 ms doubling (docs/storefront.md §10).

import { PLACEHOLDER } from "@shop/shared/placeholders";

export type TranslationTree = { [key: string]: unknown };
export interface TranslateOptions {
  count?: number;
  returnObjects?: boolean;
  [variable: string]: unknown;
}
export interface TFunction {
  /** A list or section of texts, as the translation file holds it. */
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: string, options?: TranslateOptions): string;
}

export interface TranslatorOptions {
  maxRetries: number;
  retryTimeout: number;
  /** Downloads one language's translations; rejects with a TranslationLoadError to give up early. */
  fetchTranslations?: (language: string) => Promise<TranslationTree>;
}

export class TranslationLoadError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`failed loading ${url}: HTTP ${status}`);
    this.name = "TranslationLoadError";
  }
}

export function translationUrl(language: string): string {
  return `/locales/${encodeURIComponent(language)}/translation.json`;
}

/** Whether a failed load may succeed on a later try (network error, 408, 429, 5xx). */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof TranslationLoadError)) return true;
  return error.status === 408 || error.status === 429 || error.status >= 500;
}

async function fetchTranslationFile(language: string): Promise<TranslationTree> {
  const url = translationUrl(language);
  // Same request as the <link rel="preload"> in index.html, so the browser reuses that download.
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) throw new TranslationLoadError(url, response.status);
  return (await response.json()) as TranslationTree;
}

export class Translator {
  language = "";
  private readonly resources = new Map<string, TranslationTree>();
  private readonly loads = new Map<string, Promise<void>>();
  private readonly listeners = new Set<(language: string) => void>();
  private readonly plurals = new Map<string, Intl.PluralRules>();

  constructor(private readonly options: TranslatorOptions) {}

  get resolvedLanguage(): string | undefined {
    return this.language || undefined;
  }

  on(_event: "languageChanged", listener: (language: string) => void): void {
    this.listeners.add(listener);
  }

  off(_event: "languageChanged", listener: (language: string) => void): void {
    this.listeners.delete(listener);
  }

  /** useSyncExternalStore's subscribe: bound, so React can keep it between renders. */
  readonly subscribe = (onChange: () => void): (() => void) => {
    this.listeners.add(onChange);
    return () => this.listeners.delete(onChange);
  };

  readonly currentLanguage = (): string => this.language;

  /** Texts that are already at hand (the server reads them from the built files), so nothing is fetched. */
  addResources(language: string, tree: TranslationTree): void {
    this.resources.set(language, tree);
    this.loads.set(language, Promise.resolve());
  }

  /** Whether the language's translations have arrived (or finally failed: keys are shown then). */
  isLoaded(language: string): boolean {
    return this.resources.has(language);
  }

  /** Loads the language once; a failed load leaves it empty, so the page shows keys, not nothing. */
  load(language: string): Promise<void> {
    let loading = this.loads.get(language);
    if (!loading) {
      loading = this.loadWithRetries(language).then(
        (tree) => void this.resources.set(language, tree),
        (error: unknown) => {
          console.error(error);
          this.resources.set(language, {});
        },
      );
      this.loads.set(language, loading);
    }
    return loading;
  }

  private async loadWithRetries(language: string): Promise<TranslationTree> {
    const fetchTranslations = this.options.fetchTranslations ?? fetchTranslationFile;
    let wait = this.options.retryTimeout;
    for (let retry = 0; ; retry++) {
      try {
        return await fetchTranslations(language);
      } catch (error) {
        if (retry >= this.options.maxRetries || !isRetryable(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, wait));
        wait *= 2;
      }
    }
  }

  /** Like i18next: the new language's texts load first, then the switch happens at once. */
  async changeLanguage(language: string): Promise<TFunction> {
    await this.load(language);
    if (this.language !== language) {
      this.language = language;
      for (const listener of [...this.listeners]) listener(language);
    }
    return this.getFixedT(language);
  }

  getFixedT(language: string): TFunction {
    return ((key: string, options?: TranslateOptions) => this.translate(language, key, options)) as TFunction;
  }

  readonly t: TFunction = ((key: string, options?: TranslateOptions) =>
    this.translate(this.language, key, options)) as TFunction;

  private lookup(language: string, key: string): unknown {
    let node: unknown = this.resources.get(language);
    for (const part of key.split(".")) {
      if (node === null || typeof node !== "object") return undefined;
      node = (node as TranslationTree)[part];
    }
    return node;
  }

  private pluralSuffix(language: string, count: number): string {
    let rules = this.plurals.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.plurals.set(language, rules);
    }
    return rules.select(count);
  }

  private translate(language: string, key: string, options: TranslateOptions = {}): unknown {
    let value: unknown;
    if (typeof options.count === "number")
      value = this.lookup(language, `${key}_${this.pluralSuffix(language, options.count)}`);
    value ??= this.lookup(language, key);
    if (typeof value === "string") return interpolate(value, options);
    // Lists and sections of the static pages, their texts filled in as a single text is (as
    // i18next does); callers cast to the shape they expect.
    if (value !== undefined && value !== null && options.returnObjects) return interpolateAll(value, options);
    return key;
  }
}

/** A text with the values it names put in; a placeholder without a value stays as written. */
const interpolate = (text: string, options: TranslateOptions) =>
  text.replace(PLACEHOLDER, (match, name: string) => (name in options ? String(options[name]) : match));

/** Every text of a list or section, interpolated; the tree itself is copied, never changed. */
function interpolateAll(value: unknown, options: TranslateOptions): unknown {
  if (typeof value === "string") return interpolate(value, options);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, options));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, interpolateAll(item, options)]));
  return value;
}
