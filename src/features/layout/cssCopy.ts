// A page's styles, cut down to what a copy of its markup uses: the build's copies of the signed-out
// pages (scripts/prerender.ts) and the device's last-seen copy of the dashboard (lastSeen.ts).

/**
 * Chakra declares every design token as a CSS variable (over 500); the copy keeps only those its
 * rules and markup use, and those these use in turn. Most of the copy's bytes were the rest.
 */
export function keepUsedVariables(rules: string[], markup: string[]): string[] {
  const declaration = /(--[\w-]+)\s*:\s*([^;{}]*);?/g;
  const reference = /var\(\s*(--[\w-]+)/g;
  const valuesOf = new Map<string, string[]>();
  const used = new Set<string>();
  const toFollow: string[] = [];
  const markUsed = (text: string) => {
    for (const [, name] of text.matchAll(reference)) {
      if (used.has(name)) continue;
      used.add(name);
      toFollow.push(name);
    }
  };
  for (const rule of rules) {
    for (const [, name, value] of rule.matchAll(declaration)) valuesOf.set(name, [...(valuesOf.get(name) ?? []), value]);
    markUsed(rule.replace(declaration, ""));
  }
  markup.forEach(markUsed);
  for (let name = toFollow.pop(); name !== undefined; name = toFollow.pop()) (valuesOf.get(name) ?? []).forEach(markUsed);
  return rules
    .map((rule) => rule.replace(declaration, (whole: string, name: string) => (used.has(name) ? whole : "")))
    .filter((rule) => !/^[^{}]*\{\s*\}$/.test(rule.trim()));
}

const CLASS_IN_SELECTOR = /\.((?:[\w-]|\\.)+)/g;
/** A selector that can match the document itself (Chakra's tokens are declared on `:where(:root, :host, .chakra-theme)`). */
const DOCUMENT_SELECTOR = /(^|[\s,(>+~])(html|body|:root|:host|\*)(?=$|[\s,):.[>+~])/;
const CLASS_ATTRIBUTE = /class="([^"]*)"/g;

/**
 * The rules of the page's own style sheets (Emotion's, whose tags hold no text in production) that the
 * markup can use: any rule naming no class, naming the colour mode's (Chakra's dark tokens hang on
 * `.dark`), naming a class the markup has, or able to match the document itself; at-rules with what
 * they hold that is kept. Then only the variables those use.
 */
export function rulesUsedBy(markup: string, sheets: Iterable<CSSStyleSheet>): string[] {
  const classes = new Set<string>();
  for (const [, list] of markup.matchAll(CLASS_ATTRIBUTE)) for (const name of list.split(/\s+/)) if (name) classes.add(name);
  const keep = (rule: CSSRule): string | null => {
    if (rule instanceof CSSStyleRule) {
      const named = [...rule.selectorText.matchAll(CLASS_IN_SELECTOR)].map(([, name]) => name.replace(/\\/g, ""));
      const colourMode = named.includes("dark") || named.includes("light");
      return named.length === 0 || colourMode || named.some((name) => classes.has(name)) || DOCUMENT_SELECTOR.test(rule.selectorText) ? rule.cssText : null;
    }
    if (rule instanceof CSSGroupingRule) {
      const inner = Array.from(rule.cssRules, keep).filter((text): text is string => text !== null);
      return inner.length === 0 ? null : `${rule.cssText.slice(0, rule.cssText.indexOf("{"))}{${inner.join("\n")}}`;
    }
    return rule.cssText;
  };
  const rules: string[] = [];
  for (const sheet of sheets) {
    if (sheet.href) continue; // the built CSS files (if any) stay links of their own
    for (const rule of Array.from(sheet.cssRules)) {
      const text = keep(rule);
      if (text !== null) rules.push(text);
    }
  }
  return keepUsedVariables(rules, [markup]);
}
