import { CloseButton, Dialog, Field, NativeSelect, Portal, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { notifyFailure, notifySuccess } from "../feedback/notify";
import { ConfirmFooter } from "../layout/ConfirmDialog";
import { fullScreenOnPhones } from "../layout/dialogLayout";
import { PATH_SEPARATOR } from "./inventoryCsv";
import type { InventoryItem } from "./types";

const dialogContentLayout = fullScreenOnPhones("md");

type Props = {
  items: InventoryItem[];
  fromRoomId: Id<"rooms">;
  isAdmin: boolean;
  onClose: () => void;
};

/** The top level of the chosen room, in the container picker. */
const TOP_LEVEL = "";

/**
 * Move the chosen items (a container with everything in it) to another room
 * or container. Admins move; a member's move is a request. A container's own
 * contents are not offered (the server refuses such a move too).
 */
export function MoveItemsDialog({ items, fromRoomId, isAdmin, onClose }: Props) {
  const { t } = useTranslation();
  const rooms = useQuery(api.rooms.listForViewer, {});
  const [roomId, setRoomId] = useState<Id<"rooms">>(fromRoomId);
  const [parentId, setParentId] = useState<string>(TOP_LEVEL);
  const containers = useQuery(api.inventory.containers, { roomId });
  const moveItems = useMutation(api.inventory.moveItems);
  const requestMove = useMutation(api.itemRequests.requestMove);
  const [busy, setBusy] = useState(false);
  const moving = new Set<string>(items.map((item) => item._id));
  // Not into itself, nor into anything inside it: a container moves with its contents.
  const parentOf = new Map((containers ?? []).map((container) => [container._id as string, container.parentId]));
  const insideMoving = (id: string | null): boolean => {
    for (let at = id, steps = 0; at !== null && steps <= parentOf.size; at = parentOf.get(at) ?? null, steps++) {
      if (moving.has(at)) return true;
    }
    return false;
  };
  const targets = (containers ?? []).filter((container) => !insideMoving(container._id));
  const enterable = (rooms ?? []).filter((room) => room.access === "allowed");
  // Moving things to where they already are would be a change that changes nothing (or a request for one).
  const alreadyThere = items.every((item) => item.roomId === roomId && (item.parentId ?? TOP_LEVEL) === parentId);
  const count = items.length;
  const first = items[0]?.name ?? "";

  async function submit() {
    setBusy(true);
    const args = {
      itemIds: items.map((item) => item._id),
      toRoomId: roomId,
      ...(parentId !== TOP_LEVEL ? { toParentId: parentId as Id<"items"> } : {}),
    };
    try {
      if (isAdmin) {
        await moveItems(args);
        notifySuccess(t("inventory.move.movedTitle"), t("inventory.move.movedMessage", { count, name: first }));
      } else {
        await requestMove(args);
        notifySuccess(t("inventory.move.requestedTitle"), t("inventory.move.requestedMessage", { count, name: first }));
      }
      onClose();
    } catch (error) {
      notifyFailure(error, { title: t("inventory.error"), message: t("inventory.move.failed") });
    } finally {
      setBusy(false);
    }
  }

  const roomName = enterable.find((room) => room._id === roomId)?.name ?? "";
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && !busy && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...dialogContentLayout}>
            <Dialog.Header>
              <Dialog.Title>
                {isAdmin ? t("inventory.move.title", { count, name: first }) : t("inventory.move.requestTitle", { count, name: first })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {items.some((item) => item.isContainer) && (
                  <Text fontSize="sm" color="fg.muted">
                    {t("inventory.move.withContents")}
                  </Text>
                )}
                <Field.Root>
                  <Field.Label>{t("inventory.move.room")}</Field.Label>
                  <NativeSelect.Root disabled={rooms === undefined}>
                    <NativeSelect.Field
                      value={roomId}
                      onChange={(event) => {
                        setRoomId(event.target.value as Id<"rooms">);
                        setParentId(TOP_LEVEL);
                      }}
                    >
                      {enterable.map((room) => (
                        <option key={room._id} value={room._id}>
                          {room.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t("inventory.move.into")}</Field.Label>
                  <NativeSelect.Root disabled={containers === undefined}>
                    <NativeSelect.Field value={parentId} onChange={(event) => setParentId(event.target.value)}>
                      <option value={TOP_LEVEL}>{t("inventory.move.topLevel", { room: roomName })}</option>
                      {targets.map((container) => (
                        <option key={container._id} value={container._id}>
                          {[...container.path, container.name].join(PATH_SEPARATOR)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                {alreadyThere && (
                  <Text fontSize="sm" color="fg.muted" role="status">
                    {t("inventory.move.alreadyThere", { count })}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <ConfirmFooter
              confirmLabel={isAdmin ? t("inventory.move.submit") : t("inventory.move.submitRequest")}
              busy={busy}
              disabled={containers === undefined || alreadyThere}
              onConfirm={() => void submit()}
            />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.actions.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
