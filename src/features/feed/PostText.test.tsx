import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Provider } from "../../components/ui/provider";
import { PostText } from "./PostText";

function renderText(text: string) {
  render(
    <Provider>
      <PostText text={text} />
    </Provider>,
  );
  return screen.getByTestId("post-text");
}

describe("PostText", () => {
  test("markup is shown as the characters typed, never as elements", () => {
    const text = `<script>alert(1)</script><img src=x onerror="alert(2)"><b>bold</b>`;
    const shown = renderText(text);
    expect(shown).toHaveTextContent(text, { normalizeWhitespace: false });
    expect(shown.querySelector("script, img, b")).toBeNull();
  });

  test("line breaks are kept", () => {
    expect(renderText("one\ntwo").textContent).toBe("one\ntwo");
  });

  test("http(s) addresses are links that open apart from the app; others stay text", () => {
    const shown = renderText("See https://example.org/a and javascript:alert(1)");
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "https://example.org/a");
    expect(links[0]).toHaveAttribute("target", "_blank");
    expect(links[0]).toHaveAttribute("rel", "noopener noreferrer nofollow");
    expect(shown).toHaveTextContent("javascript:alert(1)");
  });
});
