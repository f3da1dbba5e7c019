import { act, renderHook } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, test } from "vitest";
import { useFormDraft } from "./useFormDraft";

type Values = { title: string; image: { kind: string; storageId?: string } };
const start: Values = { title: "", image: { kind: "none" } };

function useDraftedForm(key = "task:new") {
  const form = useForm<Values>({ defaultValues: start });
  const draft = useFormDraft(form, key);
  return { form, draft };
}

afterEach(() => sessionStorage.clear());

describe("useFormDraft", () => {
  test("typed values are kept while they differ from the start, and a form opened again starts from them", () => {
    const first = renderHook(() => useDraftedForm());
    act(() => first.result.current.form.setValue("title", "Water the plants", { shouldDirty: true }));
    first.unmount();

    const again = renderHook(() => useDraftedForm());
    expect(again.result.current.draft.restored).toBe(true);
    expect(again.result.current.form.getValues("title")).toBe("Water the plants");
    // Another form's key starts empty.
    expect(renderHook(() => useDraftedForm("task:other")).result.current.draft.restored).toBe(false);
  });

  test("a picked file is not kept (only that there is no photo); Discard and Cancel forget the rest", () => {
    const first = renderHook(() => useDraftedForm());
    act(() => {
      first.result.current.form.setValue("title", "Lamp", { shouldDirty: true });
      first.result.current.form.setValue("image", { kind: "upload", storageId: "local-file" }, { shouldDirty: true });
    });
    first.unmount();
    const again = renderHook(() => useDraftedForm());
    expect(again.result.current.form.getValues()).toEqual({ title: "Lamp", image: { kind: "none" } });

    act(() => again.result.current.draft.discard());
    expect(again.result.current.form.getValues("title")).toBe("");
    expect(again.result.current.draft.restored).toBe(false);
    again.unmount();
    expect(renderHook(() => useDraftedForm()).result.current.draft.restored).toBe(false);
  });

  test("a form back where it started keeps nothing", () => {
    const first = renderHook(() => useDraftedForm());
    act(() => first.result.current.form.setValue("title", "x", { shouldDirty: true }));
    act(() => first.result.current.form.setValue("title", "", { shouldDirty: true }));
    first.unmount();
    expect(renderHook(() => useDraftedForm()).result.current.draft.restored).toBe(false);
  });
});
