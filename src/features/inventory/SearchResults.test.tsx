import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { Provider } from "../../components/ui/provider";
import { SearchResults } from "./SearchResults";
import type { SearchHit } from "./types";

const hit = (name: string, index: number) =>
  ({
    _id: `item${index}`,
    name,
    quantity: 1,
    isContainer: false,
    roomId: "room1",
    roomName: "Garage",
    path: ["Shelf"],
    imageUrl: null,
  }) as unknown as SearchHit;

function renderResults(found: Parameters<typeof SearchResults>[0]["found"], onOpen = vi.fn()) {
  render(
    <Provider>
      <SearchResults found={found} showRoom onOpen={onOpen} />
    </Provider>,
  );
  return onOpen;
}

describe("SearchResults", () => {
  test("a search with more matches than shown says so above the first ones", () => {
    const onOpen = renderResults({ hits: [hit("Storage box", 1), hit("Shoe box", 2)], more: true });
    expect(screen.getByRole("status")).toHaveTextContent("Showing the first 50 matches: type more of the name to find the rest.");
    const results = screen.getByRole("list", { name: "Search results" });
    expect(results.querySelectorAll("li")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: /Shoe box/ }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ name: "Shoe box" }));
  });

  test("all matches shown: no word of more", () => {
    renderResults({ hits: [hit("Storage box", 1)], more: false });
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("button", { name: /Storage box/ })).toHaveTextContent("Garage › Shelf");
  });

  test("a text too short to search asks for a second letter, not 'No items found'", () => {
    renderResults(null);
    expect(screen.getByText("Type at least 2 letters to search.")).toBeInTheDocument();
    expect(screen.queryByText("No items found")).toBeNull();
  });

  test("nothing found says so", () => {
    renderResults({ hits: [], more: false });
    expect(screen.getByText("No items found")).toBeInTheDocument();
  });
});
