import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { initTestI18n } from "./i18n";

// Every component test reads English (the spec's texts) unless it switches.
beforeAll(() => initTestI18n());

afterEach(() => cleanup());

// findBy/waitFor give up after 1 s by default; a loaded CI machine (2 cores, three test
// projects at once) once needed longer. They still fail when the thing never happens.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; Chakra and next-themes ask it for breakpoints and dark mode.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom does not scroll; the router restores scroll positions on navigation.
window.scrollTo = () => {};
