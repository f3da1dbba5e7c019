import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, test } from "vitest";
import { useColorMode } from "./color-mode";
import { Provider } from "./provider";

beforeEach(() => {
  document.head.insertAdjacentHTML(
    "beforeend",
    '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#116932"><meta name="theme-color" media="(prefers-color-scheme: dark)" content="#111111">',
  );
});
afterEach(() => document.head.querySelectorAll('meta[name="theme-color"]').forEach((meta) => meta.remove()));

const colors = () => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.content);

test("the browser bar takes the person's chosen mode, whatever the device's setting", () => {
  const { result } = renderHook(() => useColorMode(), { wrapper: Provider });
  act(() => result.current.setColorMode("dark"));
  expect(colors()).toEqual(["#111111", "#111111"]);
  act(() => result.current.setColorMode("light"));
  expect(colors()).toEqual(["#116932", "#116932"]);
});
