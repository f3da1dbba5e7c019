import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Provider } from "../../components/ui/provider";
import { SEARCH_DELAY_MS, SearchBox } from "./SearchBox";

function renderBox(value: string, onSearch: (text: string) => void) {
  return render(
    <Provider>
      <SearchBox label="Search this room" placeholder="Search" value={value} onSearch={onSearch} />
    </Provider>,
  );
}

describe("SearchBox", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test("asks once typing pauses, not at every key", () => {
    const onSearch = vi.fn();
    renderBox("", onSearch);
    const box = screen.getByRole("searchbox", { name: "Search this room" });
    for (const text of ["l", "la", "lam", "lamp"]) fireEvent.change(box, { target: { value: text } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DELAY_MS - 1);
    });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onSearch.mock.calls).toEqual([["lamp"]]);
  });

  test("Clear empties the box and the search at once; a pending search is dropped", () => {
    const onSearch = vi.fn();
    renderBox("sofa", onSearch);
    const box = screen.getByRole("searchbox");
    expect(box).toHaveValue("sofa");
    fireEvent.change(box, { target: { value: "sofas" } });
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(box).toHaveValue("");
    act(() => {
      vi.advanceTimersByTime(SEARCH_DELAY_MS * 2);
    });
    expect(onSearch.mock.calls).toEqual([[""]]);
  });

  test("follows the search when it changes elsewhere (the browser's Back)", () => {
    const onSearch = vi.fn();
    const { rerender } = renderBox("lamp", onSearch);
    rerender(
      <Provider>
        <SearchBox label="Search this room" placeholder="Search" value="" onSearch={onSearch} />
      </Provider>,
    );
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(screen.getByRole("button", { name: "Clear" })).toBeDisabled();
    expect(onSearch).not.toHaveBeenCalled();
  });
});
