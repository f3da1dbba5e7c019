import { Button, Field, HStack, Heading, IconButton, Input } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { Pencil } from "lucide-react";
import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../../convex/_generated/api";
import type { Id } from "../../../../../../convex/_generated/dataModel";
import { NAME_MAX_LENGTH } from "../../../../../../convex/lib/text";
import { notifyFailure, notifySuccess } from "../../../../../features/feedback/notify";
import { FieldErrorText, describedField } from "../../../../../features/forms/FieldErrorText";
import { useFieldErrorText } from "../../../../../features/forms/fieldErrorText";
import { useDocumentTitle } from "../../../../../features/layout/useDocumentTitle";
import { refusalField } from "../../../../../features/forms/serverRefusal";
import { useInlineRename } from "./useInlineRename";

type Props = {
  roomId: Id<"rooms">;
  name: string;
  /**
   * "row": the name is itself the rename button (Room Management's list).
   * "title": the page's h1 with a rename button beside it (room detail).
   */
  variant: "row" | "title";
};

/** A room's name that turns into an input: Enter or blur saves, Escape cancels (useInlineRename). */
export function InlineRoomName({ roomId, name, variant }: Props) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const id = useId();
  const renameRoom = useMutation(api.rooms.renameRoom);
  const trigger = useRef<HTMLButtonElement>(null);
  // Enter and Escape give focus back to the name; a blur went somewhere on purpose.
  const refocus = useRef(false);

  const rename = useInlineRename(name, async (next) => {
    try {
      await renameRoom({ roomId, name: next });
      notifySuccess(t("rooms.rename.renamedTitle"), t("rooms.rename.renamedMessage", { from: name, to: next }));
      return null;
    } catch (error) {
      const refusal = refusalField(error, ["name"]);
      if (refusal) return refusal.code;
      // Not about the name (e.g. the room was deleted meanwhile): said in a toast, the input closes.
      notifyFailure(error, { title: t("common.error"), message: t("rooms.failed") });
      return null;
    }
  });

  useEffect(() => {
    if (rename.phase === "viewing" && refocus.current) {
      refocus.current = false;
      trigger.current?.focus();
    }
  }, [rename.phase]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      refocus.current = true;
      void rename.commit();
    } else if (event.key === "Escape") {
      // Escape belongs to the input here, not to a dialog or menu around it.
      event.preventDefault();
      event.stopPropagation();
      refocus.current = true;
      rename.cancel();
    }
  }

  if (rename.phase !== "viewing") {
    const described = describedField(`${id}-rename`, rename.error !== null);
    return (
      <Field.Root
        invalid={rename.error !== null}
        flex="1"
        minW="0"
        maxW={variant === "title" ? "xl" : "md"}
        mb={variant === "title" ? "6" : "0"}
        {...described.root}
      >
        <Input
          aria-label={t("rooms.rename.input", { name })}
          value={rename.draft}
          onChange={(event) => rename.change(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => void rename.commit()}
          onFocus={(event) => event.currentTarget.select()}
          readOnly={rename.phase === "saving"}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="off"
          autoFocus
          size={variant === "title" ? "lg" : "md"}
          {...described.input}
        />
        {rename.error ? (
          <FieldErrorText>{errorText(rename.error)}</FieldErrorText>
        ) : (
          <Field.HelperText>{t("rooms.rename.hint")}</Field.HelperText>
        )}
      </Field.Root>
    );
  }

  if (variant === "title") return <TitleName name={name} onRename={rename.start} trigger={trigger} />;
  return (
    <Button
      ref={trigger}
      variant="ghost"
      size="md"
      px="1"
      mx="-1"
      fontSize="lg"
      fontWeight="semibold"
      justifyContent="start"
      minW="0"
      maxW="full"
      onClick={rename.start}
      aria-label={t("rooms.rename.label", { name })}
      title={t("rooms.rename.label", { name })}
    >
      <Heading as="span" size="md" truncate>
        {name}
      </Heading>
      <Pencil aria-hidden />
    </Button>
  );
}

/** The detail page's h1 (also the browser tab's title) with its rename button. */
function TitleName({
  name,
  onRename,
  trigger,
}: {
  name: string;
  onRename: () => void;
  trigger: React.RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  useDocumentTitle(name);
  return (
    <HStack gap="2" mb="6" align="center" minW="0">
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} overflowWrap="anywhere" minW="0">
        {name}
      </Heading>
      <IconButton ref={trigger} variant="ghost" size="sm" onClick={onRename} aria-label={t("rooms.rename.label", { name })}>
        <Pencil aria-hidden />
      </IconButton>
    </HStack>
  );
}
