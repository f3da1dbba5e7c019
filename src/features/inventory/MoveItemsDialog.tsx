import { Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "convex/react";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { movesIntoItself } from "../../../convex/lib/itemMoves";
import { LoadingSpinner } from "../../components/LoadingSpinner";
import { notifySuccess } from "../feedback/notify";
import { FormDialog } from "../forms/FormDialog";
import { SelectField } from "../forms/fields";
import { saveForm } from "../forms/serverRefusal";
import { PATH_SEPARATOR } from "./inventoryCsv";
import type { InventoryItem } from "./types";

type Props = {
  items: InventoryItem[];
  fromRoomId: Id<"rooms">;
  isAdmin: boolean;
  onClose: () => void;
};

/** The top level of the chosen room, in the container picker. */
const TOP_LEVEL = "";

type MoveForm = { roomId: string; parentId: string };

/**
 * Move the chosen items (a container with everything in it) to another room
 * or container. Admins move; a member's move is a request. Only the places the
 * server allows are offered: not a moving container, nor anything inside one.
 */
export function MoveItemsDialog({ items, fromRoomId, isAdmin, onClose }: Props) {
  const { t } = useTranslation();
  const rooms = useQuery(api.rooms.listForViewer, {});
  const form = useForm<MoveForm>({ defaultValues: { roomId: fromRoomId, parentId: TOP_LEVEL } });
  const [roomId, parentId] = useWatch({ control: form.control, name: ["roomId", "parentId"] });
  // Another room starts at its top level.
  useEffect(() => form.setValue("parentId", TOP_LEVEL), [form, roomId]);
  const containers = useQuery(api.inventory.containers, { roomId: roomId as Id<"rooms"> });
  const moveItems = useMutation(api.inventory.moveItems);
  const requestMove = useMutation(api.itemRequests.requestMove);
  const moving = items.map((item) => item._id as string);
  const parentOf = new Map((containers ?? []).map((container) => [container._id as string, container.parentId ?? undefined]));
  const targets = (containers ?? []).filter((container) => !movesIntoItself(moving, container._id, (id) => parentOf.get(id)));
  const enterable = (rooms ?? []).filter((room) => room.access === "allowed");
  // Moving things to where they already are would be a change that changes nothing (or a request for one).
  const alreadyThere = items.every((item) => item.roomId === roomId && (item.parentId ?? TOP_LEVEL) === parentId);
  const count = items.length;
  const first = items[0]?.name ?? "";

  const onSubmit = form.handleSubmit(async (values) => {
    const args = {
      itemIds: items.map((item) => item._id),
      toRoomId: values.roomId as Id<"rooms">,
      ...(values.parentId !== TOP_LEVEL ? { toParentId: values.parentId as Id<"items"> } : {}),
    };
    await saveForm(
      form,
      async () => {
        if (isAdmin) {
          await moveItems(args);
          notifySuccess(t("inventory.move.movedTitle"), t("inventory.move.movedMessage", { count, name: first }));
        } else {
          await requestMove(args);
          notifySuccess(t("inventory.move.requestedTitle"), t("inventory.move.requestedMessage", { count, name: first }));
        }
        onClose();
      },
      { title: t("inventory.error"), message: t("inventory.move.failed") },
      { toRoomId: "roomId", toParentId: "parentId" },
    );
  });

  const roomName = enterable.find((room) => room._id === roomId)?.name ?? "";
  return (
    <FormDialog
      title={isAdmin ? t("inventory.move.title", { count, name: first }) : t("inventory.move.requestTitle", { count, name: first })}
      busy={form.formState.isSubmitting}
      submitLabel={isAdmin ? t("inventory.move.submit") : t("inventory.move.submitRequest")}
      submitDisabled={containers === undefined || alreadyThere}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {items.some((item) => item.isContainer) && (
        <Text fontSize="sm" color="fg.muted">
          {t("inventory.move.withContents")}
        </Text>
      )}
      {/* The selects appear with their options, so the room the items are in shows as chosen. */}
      {rooms === undefined ? (
        <LoadingSpinner label={t("inventory.rooms.loading")} />
      ) : (
        <>
          <SelectField form={form} name="roomId" label={t("inventory.move.room")}>
            {enterable.map((room) => (
              <option key={room._id} value={room._id}>
                {room.name}
              </option>
            ))}
          </SelectField>
          <SelectField form={form} name="parentId" label={t("inventory.move.into")} disabled={containers === undefined}>
            <option value={TOP_LEVEL}>{t("inventory.move.topLevel", { room: roomName })}</option>
            {targets.map((container) => (
              <option key={container._id} value={container._id}>
                {[...container.path, container.name].join(PATH_SEPARATOR)}
              </option>
            ))}
          </SelectField>
        </>
      )}
      {alreadyThere && (
        <Text fontSize="sm" color="fg.muted" role="status">
          {t("inventory.move.alreadyThere", { count })}
        </Text>
      )}
    </FormDialog>
  );
}
