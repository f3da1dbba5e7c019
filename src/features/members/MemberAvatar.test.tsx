import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { derivedMemberColor, memberColors } from "../../../convex/lib/memberColors";
import { Provider } from "../../components/ui/provider";
import { MemberAvatar, initialsOf } from "./MemberAvatar";

const id = (value: string) => value as Id<"members">;

describe("initialsOf", () => {
  test.each([
    ["Ada Lovelace", "AL"],
    ["  grace  brewster murray hopper ", "GH"],
    ["Émile", "É"],
    ["", "?"],
  ])("%j → %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe("member colours", () => {
  test("an id always gives the same palette colour, and ids spread over the palette", () => {
    expect(derivedMemberColor("abc123")).toBe(derivedMemberColor("abc123"));
    const used = new Set(Array.from({ length: 60 }, (_, i) => derivedMemberColor(`member-${i}`)));
    for (const color of used) expect(memberColors).toContain(color);
    expect(used.size).toBeGreaterThan(5);
  });
});

describe("MemberAvatar", () => {
  test("shows initials on the member's own colour, hidden from screen readers; the dot is readable", () => {
    const { container } = render(
      <Provider>
        <MemberAvatar member={{ _id: id("m1"), name: "Sam Carter", color: "teal" }} presence="busy" />
      </Provider>,
    );
    const avatar = container.querySelector("[data-member-color]")!;
    expect(avatar).toHaveAttribute("data-member-color", "teal");
    expect(avatar).toHaveAttribute("aria-hidden", "true");
    expect(avatar).toHaveTextContent("SC");
    expect(screen.getByRole("img", { name: "Busy" })).toHaveAttribute("data-status", "busy");
  });

  test("without a chosen colour the id decides", () => {
    const { container } = render(
      <Provider>
        <MemberAvatar member={{ _id: id("m2"), name: "Emma" }} />
      </Provider>,
    );
    expect(container.querySelector("[data-member-color]")).toHaveAttribute("data-member-color", derivedMemberColor("m2"));
  });

  test("a photo that cannot load falls back to initials and says so", () => {
    const onImageError = vi.fn();
    const { container } = render(
      <Provider>
        <MemberAvatar member={{ _id: id("m3"), name: "Max", avatarUrl: "https://example.test/max.png" }} onImageError={onImageError} />
      </Provider>,
    );
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("src", "https://example.test/max.png");
    expect(img).toHaveAttribute("alt", "");
    fireEvent.error(img);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("[data-member-color]")).toHaveTextContent("M");
    expect(onImageError).toHaveBeenCalledOnce();
  });
});
