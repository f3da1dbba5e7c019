import { Heading, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AccessRequestList } from "./AccessRequestList";
import { ItemRequestList } from "./ItemRequestList";
import type { AccessRequest, ItemRequest } from "./types";
import { LoadingSpinner } from "../../../../../components/LoadingSpinner";

type Props = {
  /** roomAccess.pending, live (undefined while loading). */
  accessRequests: AccessRequest[] | undefined;
  /** itemRequests.pending of every room, live. */
  itemRequests: ItemRequest[] | undefined;
};

/**
 * Access Requests: who asks to enter which room, and, below, what members ask
 * to change in the inventory of any room: everything waiting for an admin's
 * decision about rooms, in one place.
 */
export function AccessRequestsTab({ accessRequests, itemRequests }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack gap="8">
      <Stack as="section" gap="3" aria-labelledby={`${id}-access`}>
        <Heading as="h2" size="lg" id={`${id}-access`}>
          {t("rooms.requests.accessTitle")}
        </Heading>
        {accessRequests === undefined ? <LoadingSpinner label={t("rooms.loading")} /> : <AccessRequestList requests={accessRequests} />}
      </Stack>
      <Stack as="section" gap="3" aria-labelledby={`${id}-items`}>
        <Heading as="h2" size="lg" id={`${id}-items`}>
          {t("rooms.itemRequests.title")}
        </Heading>
        <Text color="fg.muted">{t("rooms.itemRequests.hint")}</Text>
        {itemRequests === undefined ? <LoadingSpinner label={t("rooms.loading")} /> : <ItemRequestList requests={itemRequests} />}
      </Stack>
    </Stack>
  );
}
