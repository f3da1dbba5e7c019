import { act, renderHook } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { useDeleteDialog } from "./useDeleteDialog";

type Row = { _id: string; name: string };
const rent: Row = { _id: "a", name: "Rent" };
const gym: Row = { _id: "b", name: "Gym" };

describe("useDeleteDialog", () => {
  test("open on the live row; closing keeps it for the fade-out", () => {
    const { result, rerender } = renderHook(({ items }) => useDeleteDialog(items), { initialProps: { items: [rent, gym] } });
    expect(result.current).toMatchObject({ subject: null, open: false });
    act(() => result.current.ask(rent));
    expect(result.current).toMatchObject({ subject: rent, open: true });
    // Renamed meanwhile: the dialog shows the current row.
    const renamed = { ...rent, name: "Mortgage" };
    rerender({ items: [renamed, gym] });
    expect(result.current).toMatchObject({ subject: renamed, open: true });
    act(() => result.current.close());
    expect(result.current).toMatchObject({ subject: rent, open: false });
  });

  test("deleted elsewhere meanwhile: the dialog closes by itself", () => {
    const { result, rerender } = renderHook(({ items }) => useDeleteDialog(items), { initialProps: { items: [rent, gym] } });
    act(() => result.current.ask(gym));
    rerender({ items: [rent] });
    expect(result.current).toMatchObject({ subject: gym, open: false });
  });
});
